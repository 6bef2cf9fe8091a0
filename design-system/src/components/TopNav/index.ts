export { TopNav, topNavFitScript, type TopNavItem, type TopNavProps } from './TopNav';
