/** System calls of SPEC.md section 7: status and configuration, modules, domains, help, rules, service. */
import { deviceCode } from '../config/business';
import type { ApiClient, CallOptions } from './client';
import { fromBase64 } from './cipher';
import {
  systemPaths,
  type CustomerServiceValue,
  type DomainRouteValue,
  type HelpCenterValue,
  type RegisterSettingsValue,
  type SystemStatusValue,
  type WhitelabelModule,
  type WhitelabelValue,
} from './wire/system';

/** Status (0 normal, 1 maintenance, 2 region restricted), configuration and the visitor's IP. */
export function getSystemStatus(client: ApiClient, options?: CallOptions) {
  return client.get<SystemStatusValue>(systemPaths.status, undefined, options);
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

export function getDomainRoute(client: ApiClient, options?: CallOptions) {
  return client.get<DomainRouteValue>(systemPaths.domainRoute, undefined, options);
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
