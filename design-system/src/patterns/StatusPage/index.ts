export { StatusPage, statusPageKinds, type StatusPageKind, type StatusPageProps } from './StatusPage';
