export { EmptyState, type EmptyStateProps } from './EmptyState';
export { LoadFailed, LoadingState, type LoadFailedProps, type LoadingStateProps } from './ListStates';
