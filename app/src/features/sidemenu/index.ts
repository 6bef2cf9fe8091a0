export { sideMenuCollapsedKey, useSideMenuCollapsed } from './collapsed';
export { appDownloads, configResources, type AppDownloads, type DownloadResource } from './downloads';
export { SiteMenu, type SiteMenuProps } from './SiteMenu';
