export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './SideMenu';
