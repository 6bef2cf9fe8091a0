/** System data: status and configuration, feature modules, register rules, help, customer service. */
import type { ApiClient } from '../api/client';
import {
  enabledModules,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
} from '../api/system';
import {
  type RegisterSettingsValue,
  type ThirdPartyChannel,
  thirdPartyChannels,
  thirdPartyModuleOf,
} from '@lobby/contract';
import { useApi } from './ApiProvider';
import { readSessionJson, sessionKeys, writeSessionJson } from './storage';
import { systemStatusKey } from './keys';
import { cachedConfig, usePublicSWR } from './swr';

/** Status (normal, maintenance, blocked), the site's configuration and the visitor's IP. */
export function useSystemStatus() {
  return usePublicSWR(systemStatusKey, getSystemStatus, cachedConfig);
}

/**
 * The domain check: asks the platform for the operator's domains (SPEC.md section 7:
 * /wps/system/domainRoute) and checks `host` against them (domainCheck.ts). In the browser only: the
 * address to check is the one the player's browser shows (the server's own calls to the platform come
 * to an internal address). Rejects when the domains cannot be read.
 */
export async function checkAddress(client: ApiClient, host: string): Promise<boolean> {
  const [domains, { isOperatorAddress }] = await Promise.all([getDomainRoute(client), import('./domainCheck')]);
  return isOperatorAddress(domains, host);
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

/** The third-party login channels whose whitelabel module is on (GOOGLELOGIN3, FACEBOOKLOGIN3; issue 16 item 2). */
export function useThirdPartyChannels(): ThirdPartyChannel[] {
  const modules = useFeatureModules();
  return thirdPartyChannels.filter((channel) => modules.data?.includes(thirdPartyModuleOf[channel]) === true);
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
