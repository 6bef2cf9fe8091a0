// System calls of SPEC.md section 7: status, whitelabel module tree, domain routes, help centre,
// register settings and the customer-service list.
import { randomInt } from 'node:crypto';
import {
  appResourceTypes,
  type CustomerServiceValue,
  type DomainRouteValue,
  type HelpCenterValue,
  prizeModes,
  systemPaths,
  type SystemStatusValue,
  type WhitelabelModule,
  type WhitelabelModuleId,
} from '@lobby/contract';
import { agentTypes, trialTypes } from '../../auth';
import type { PlatformConfig } from '../../config';
import type { Domain, PlatformContext } from '../../domain';
import { clientIp, ok, readQuery, v } from '../../http';
import { toLang } from '../../seed/names';
import { flagRoutes } from './flags';
import { registerSettings } from './register-rules';
import { createHelpStore, migrateSystem } from './store';

const statusCodes = { normal: 0, maintenance: 1, blocked: 2 } as const;

/** The module tree: four feature groups whose leaves are the modules of SPEC.md section 6. */
const moduleGroups: Record<string, WhitelabelModuleId[]> = {
  REGISTER3: ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN3: ['FREEPLAY3', 'PWDEXPFORCECHANGE3', 'MOBILEVERCODELOGIN3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3'],
  AGENT3: ['AGENTPOLICY3'],
  MEMBER3: ['VIPCLUB3'],
};

function whitelabelTree(config: PlatformConfig): WhitelabelModule[] {
  return Object.entries(moduleGroups).map(([modId, children]) => ({
    modId,
    enabled: true,
    childrenNodes: children.map((child) => ({ modId: child, enabled: config.modules.has(child), childrenNodes: [] })),
  }));
}

const customerServices = [
  { csType: 'LIVECHAT', displayName: 'Live chat', url: '/help#about' },
  { csType: 'TELEGRAM', displayName: 'Telegram', url: 'https://t.me/lobby_support' },
  { csType: 'WHATSAPP', displayName: 'WhatsApp', url: 'https://wa.me/66812345678' },
  { csType: 'EMAIL', displayName: 'E-mail', url: 'mailto:support@example.com' },
];

const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** The path scheme of the CustomerServiceEntry wire type: XOR with the last 8 characters, base64url. */
export function encryptPath(url: string): string {
  const key = Array.from({ length: 8 }, () => keyAlphabet.charAt(randomInt(0, keyAlphabet.length))).join('');
  const keyBytes = Buffer.from(key, 'utf8');
  const bytes = Buffer.from(url, 'utf8').map((byte, index) => byte ^ (keyBytes[index % 8] ?? 0));
  return `${Buffer.from(bytes).toString('base64url')}${key}`;
}

/** The app downloads the status names (SPEC.md section 3: resources). */
const appNames = { ios: 'iOS', android: 'Android' } as const;

/**
 * Where the download QR codes lead. The embedded platform builds no app: its page says so, where an
 * operator's platform serves the installer (the iOS link arrives with lang and token: SPEC.md section 2).
 */
function downloadPage(system: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Lobby for ${system}</title></head><body><main><h1>Lobby for ${system}</h1>
<p>This is the embedded platform's download link. An operator's platform serves the ${system} app here.</p></main></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'",
      'Cache-Control': 'no-store',
    },
  });
}

function routes(app: Parameters<Domain['routes']>[0], ctx: PlatformContext): void {
  const { config } = ctx;
  const help = createHelpStore(ctx.db);

  app.get(systemPaths.status, (c) => {
    const status = statusCodes[config.status];
    const value: SystemStatusValue = {
      info: {
        status,
        maintenance: status === 1,
        regionRestriction: status === 2,
        config: {
          merchantCode: config.merchantCode,
          platform: 'WEB',
          defaultLanguage: 'ES',
          supportedLanguages: ['EN', 'ES', 'TH'],
          currency: config.currency,
          currencySymbol: config.currencySymbol,
          mainDomain: new URL(c.req.url).host,
          gtagId: config.gtagId,
          // "" is this origin: images and game launches come from the embedded platform itself.
          imageCdnList: [''],
          launchCdnList: [''],
          esportsList: ['IMES'],
          cockfightList: ['SV3'],
          prizeModes: [...prizeModes],
          agentTypes: [...agentTypes],
          trialTypes: [...trialTypes],
          timezoneOffset: 0,
          socials: { facebook: 'https://www.facebook.com/', youtube: 'https://www.youtube.com/' },
          resources: [
            { resourceType: appResourceTypes.ios, labelNameEn: 'iOS app', url: '/wps/download/ios' },
            { resourceType: appResourceTypes.android, labelNameEn: 'Android app', url: '/wps/download/android' },
          ],
        },
      },
      location: { ip: clientIp(c) },
    };
    return ok(c, value);
  });

  app.get(systemPaths.whitelabel, (c) => ok(c, whitelabelTree(config)));

  for (const [system, name] of Object.entries(appNames)) {
    app.get(`/wps/download/${system}`, () => downloadPage(name));
  }

  // The operator's domains (LOBBY_DOMAINS, config.ts). Without them, none: the site then checks nothing
  // (the host asked is no help: behind the site's proxy it is the platform's own, PLATFORM_URL's).
  app.get(systemPaths.domainRoute, (c) => {
    const routes = config.domains ?? [];
    const main = routes.find((route) => route.type === 'main') ?? routes[0];
    const value: DomainRouteValue = { mainDomain: main?.domain ?? new URL(c.req.url).host, routes: [...routes] };
    return ok(c, value);
  });

  app.get(systemPaths.helpCenter, (c) => {
    const query = readQuery(c, {
      lang: v.optional(v.str({ max: 10 })),
      device: v.optional(v.oneOf(['WEB', 'H5', 'APP'] as const), 'WEB'),
    });
    // SPEC.md section 7: asked with `lang`; else the Language header (an unknown language: English).
    const lang = toLang(query.lang ?? c.req.header('language'));
    const value: HelpCenterValue = { lang, sections: help.sections(lang) };
    return ok(c, value);
  });

  app.get(systemPaths.registerSettings, (c) => ok(c, registerSettings(config)));

  app.get(systemPaths.customerService, (c) => {
    const value: CustomerServiceValue = customerServices.map(({ csType, displayName, url }) => ({
      csType,
      displayName,
      path: encryptPath(url),
    }));
    return ok(c, value);
  });

  flagRoutes(app);
}

export const systemDomain: Domain = { name: 'system', migrate: migrateSystem, routes };
