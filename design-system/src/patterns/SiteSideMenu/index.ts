export { SiteSideMenu, type SiteSideMenuProps } from './SiteSideMenu';
