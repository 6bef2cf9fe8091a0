/**
 * The app downloads of the side menu (SPEC.md section 2): the iOS link carries the language and the
 * token as its query; the Android link is the url of the platform's resource (SPEC.md section 3:
 * configuration resources, by resourceType, with labelNameEn and url).
 */
import { appDownloadUrl } from '../../api/system';
import type { SystemResource } from '@lobby/contract';

export { configResources } from '../../api/system';

export type DownloadResource = SystemResource;

export interface AppDownloads {
  ios: string;
  android: string;
}

/** Both download links, or undefined when the platform offers no app for one of the systems. */
export function appDownloads(
  resources: readonly DownloadResource[],
  language: string,
  token: string | null,
  origin: string,
): AppDownloads | undefined {
  const ios = appDownloadUrl(resources, 'ios', { language, token, origin });
  const android = appDownloadUrl(resources, 'android', { language, token, origin });
  return ios && android ? { ios, android } : undefined;
}
