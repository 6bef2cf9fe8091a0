/**
 * The app downloads of the side menu (SPEC.md section 2): the iOS link carries the language and the
 * token as its query; the Android link is the url of the platform's resource (SPEC.md section 3:
 * configuration resources, by resourceType, with labelNameEn and url).
 */
import type { SystemConfig } from '../../api/wire/system';

export interface DownloadResource {
  resourceType: string;
  labelNameEn?: string;
  url: string;
}

export interface AppDownloads {
  ios: string;
  android: string;
}

function isResource(value: unknown): value is DownloadResource {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.resourceType === 'string' && typeof entry.url === 'string' && entry.url !== '';
}

/**
 * The configuration's resources. The wire type does not declare them yet (the embedded platform
 * sends none), so they are read defensively: a platform that sends them gets the QR codes.
 */
export function configResources(config: SystemConfig | undefined): DownloadResource[] {
  const value: unknown = config ? (config as unknown as Record<string, unknown>).resources : undefined;
  return Array.isArray(value) ? value.filter(isResource) : [];
}

function findResource(resources: readonly DownloadResource[], system: 'ios' | 'android') {
  return resources.find((resource) =>
    [resource.resourceType, resource.labelNameEn ?? ''].some((name) => name.toLowerCase().includes(system)),
  );
}

/** Both download links, or undefined when the platform offers no app for one of the systems. */
export function appDownloads(
  resources: readonly DownloadResource[],
  language: string,
  token: string | null,
  origin: string = window.location.origin,
): AppDownloads | undefined {
  const ios = findResource(resources, 'ios');
  const android = findResource(resources, 'android');
  if (!ios || !android) return undefined;
  const iosUrl = new URL(ios.url, origin);
  iosUrl.searchParams.set('lang', language);
  if (token) iosUrl.searchParams.set('token', token);
  return { ios: iosUrl.href, android: new URL(android.url, origin).href };
}
