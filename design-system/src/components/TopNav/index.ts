export { TopNav, type TopNavItem, type TopNavProps } from './TopNav';
