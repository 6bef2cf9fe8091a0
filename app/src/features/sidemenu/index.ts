export { useSideMenuCollapsed } from './collapsed';
export { SiteMenu } from './SiteMenu';
