export { statusPageKinds, type StatusPageKind } from './kinds';
export { StatusPage, type StatusPageProps } from './StatusPage';
