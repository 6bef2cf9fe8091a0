/** System calls of SPEC.md section 7: status and configuration, modules, domains, help, rules, service. */
import { deviceCode } from '../config/business';
import type { ApiClient, CallOptions } from './client';
import { fromBase64 } from './base64';
import {
  type CustomerServiceValue,
  type DomainRouteValue,
  type HelpCenterValue,
  type RegisterSettingsValue,
  systemPaths,
  type SystemResource,
  type SystemStatusValue,
  type WhitelabelModule,
  type WhitelabelValue,
} from '@lobby/contract';

/** Status (0 normal, 1 maintenance, 2 region restricted), configuration and the visitor's IP. */
export function getSystemStatus(client: ApiClient, options?: CallOptions) {
  return client.get<SystemStatusValue>(systemPaths.status, undefined, options);
}

/** The operator's domains, which the site checks its address against (the domain check). */
export function getDomainRoute(client: ApiClient, options?: CallOptions) {
  return client.get<DomainRouteValue>(systemPaths.domainRoute, undefined, options);
}

/** The whitelabel module tree (SPEC.md section 6). */
export function getWhitelabel(client: ApiClient, options?: CallOptions) {
  return client.get<WhitelabelValue>(systemPaths.whitelabel, undefined, options);
}

/** The ids of the enabled modules, anywhere in the tree (a disabled parent hides its children). */
export function enabledModules(tree: readonly WhitelabelModule[]): Set<string> {
  const enabled = new Set<string>();
  const visit = (nodes: readonly WhitelabelModule[]) => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      enabled.add(node.modId);
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  return enabled;
}

export function getHelpCenter(client: ApiClient, options?: CallOptions) {
  return client.get<HelpCenterValue>(
    systemPaths.helpCenter,
    { lang: client.getLanguage(), device: deviceCode },
    options,
  );
}

/** The registration rules and fields (cached in sessionStorage by the data layer). */
export function getRegisterSettings(client: ApiClient, options?: CallOptions) {
  return client.get<RegisterSettingsValue>(systemPaths.registerSettings, undefined, options);
}

export function getCustomerService(client: ApiClient, options?: CallOptions) {
  return client.get<CustomerServiceValue>(systemPaths.customerService, undefined, options);
}

/**
 * Opens a customer-service path (SPEC.md section 3; the scheme of wire/system.ts): the last 8
 * characters are the key, the rest base64url of the URL's bytes XORed with the key repeated.
 */
export function decryptCustomerServicePath(path: string): string {
  const key = new TextEncoder().encode(path.slice(-8));
  const data = fromBase64(path.slice(0, -8));
  const plain = data.map((byte, index) => byte ^ (key[index % key.length] ?? 0));
  return new TextDecoder().decode(plain);
}

/** The systems the app is offered for (SPEC.md section 2: download QR codes). */
export type AppSystem = 'ios' | 'android';

function isResource(value: unknown): value is SystemResource {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.resourceType === 'string' && typeof entry.url === 'string' && entry.url !== '';
}

/** The usable resources of a configuration (read defensively: another platform may send others). */
export function configResources(config: { resources?: unknown } | undefined): SystemResource[] {
  const value = config?.resources;
  return Array.isArray(value) ? value.filter(isResource) : [];
}

/**
 * The download link of the app for `system`, or undefined when the platform offers none: the
 * resource whose resourceType or labelNameEn names the system. The iOS link carries the language
 * and the token (SPEC.md section 2); the Android link is the resource's url as it is.
 */
export function appDownloadUrl(
  resources: readonly SystemResource[],
  system: AppSystem,
  { language, token, origin }: { language: string; token: string | null; origin: string },
): string | undefined {
  const resource = resources.find((entry) =>
    [entry.resourceType, entry.labelNameEn].some((name) => name.toLowerCase().includes(system)),
  );
  if (!resource) return undefined;
  const url = new URL(resource.url, origin);
  if (system === 'ios') {
    url.searchParams.set('lang', language);
    if (token) url.searchParams.set('token', token);
  }
  return url.href;
}
