/** System data: status and configuration, feature modules, register rules, help, customer service. */
import { useHydrated } from '@lobby/design-system';
import {
  enabledModules,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
} from '../api/system';
import type { DomainRouteValue, RegisterSettingsValue } from '@lobby/contract';
import { useApi } from './ApiProvider';
import { readSessionJson, sessionKeys, writeSessionJson } from './storage';
import { systemStatusKey } from './keys';
import { cachedConfig, usePublicSWR } from './swr';

/** Status (normal, maintenance, blocked), the site's configuration and the visitor's IP. */
export function useSystemStatus() {
  return usePublicSWR(systemStatusKey, getSystemStatus, cachedConfig);
}

/**
 * The operator's domains (SPEC.md section 7: /wps/system/domainRoute), asked for in the browser once
 * the page has hydrated: the address to check is the one the player's browser shows (the server's own
 * calls to the platform come to an internal address), and a server-rendered page shows the site
 * until the answer says otherwise.
 */
export function useDomainRoute() {
  const hydrated = useHydrated();
  return usePublicSWR(hydrated ? ['system/domainRoute'] : null, getDomainRoute, cachedConfig);
}

/**
 * The domain check (SPEC.md section 8: "Invalid URL, contact customer service"): whether `host` (as
 * `location.host`: a host name, and a port where the address has one) is one of the operator's
 * domains. Host names compare without case; a domain written without a port stands for its host on
 * any port, one with a port for that port only.
 */
export function isOperatorAddress(value: DomainRouteValue, host: string): boolean {
  const asked = host.toLowerCase();
  const hostname = asked.replace(/:\d+$/, '');
  return value.routes.some(({ domain }) => {
    const known = domain.toLowerCase();
    return /:\d+$/.test(known) ? known === asked : known === hostname;
  });
}

/**
 * The ids of the enabled whitelabel modules (SPEC.md section 6). A list, not a Set: a server-rendered
 * page carries its answers to the browser as JSON (data/firstScreen.ts), where a Set arrives as `{}`.
 */
export function useFeatureModules() {
  return usePublicSWR(
    ['system/modules'],
    async (client): Promise<readonly string[]> => [...enabledModules(await getWhitelabel(client))],
    cachedConfig,
  );
}

/** The registration rules, cached in sessionStorage (SPEC.md section 7). */
export function useRegisterSettings() {
  return usePublicSWR(
    ['system/registerSettings'],
    async (client) => {
      const cached = readSessionJson(sessionKeys.registerSettings) as RegisterSettingsValue | undefined;
      if (cached) return cached;
      const settings = await getRegisterSettings(client);
      writeSessionJson(sessionKeys.registerSettings, settings);
      return settings;
    },
    cachedConfig,
  );
}

export function useHelpCenter() {
  const { language } = useApi();
  return usePublicSWR(['system/help', language], getHelpCenter, cachedConfig);
}
