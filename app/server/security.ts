import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { isHttps } from './clientAddress';

/**
 * What Vite writes wherever the page needs the CSP nonce (vite.config.ts `html.cspNonce`); the server
 * replaces it with the fresh nonce of each response.
 */
export const cspNoncePlaceholder = 'LOBBY_CSP_NONCE';

/** The page with this response's nonce filled in. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(cspNoncePlaceholder, nonce);
}

/**
 * Security headers for every response. The policy allows only the site's own files (Vite emits every
 * script and stylesheet as a file; fonts are self-hosted) and, by a fresh nonce per response, the
 * few elements the server writes into the page (render.ts): the head's theme script, the brand's
 * style sheet, the page's JSON, and the <style> that the modal's scroll lock injects
 * (src/theme/styleNonce.ts). A server-rendered page also carries `style` attributes (a game grid's
 * height, a progress bar's width): those are allowed by `style-src-attr 'unsafe-inline'`, which
 * lets an attribute set CSS properties on its own element and nothing else (no selectors, no
 * script); inline <style> and <script> elements still need the nonce.
 */
const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    // blob: for the previews of images a player picks to upload (activity applications, proofs).
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  // Only over HTTPS: strictTransportSecurity below.
  strictTransportSecurity: false,
  // Powerful features the site does not use stay off, also for anything it might embed.
  permissionsPolicy: {
    accelerometer: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    magnetometer: [],
    microphone: [],
    payment: [],
    usb: [],
    fullscreen: ['self'],
  },
});

/**
 * What Google's tag needs besides the page's own sources (its CSP guide, Google Analytics 4): the
 * tag's script, and the hits it sends as requests and as pixels.
 */
const analyticsSources: Record<string, readonly string[]> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/**
 * A policy with sources added to some of its directives. A directive it lacks is added as 'self' and
 * the sources: it fell back to default-src 'self' before (frame-src for a hosted challenge's frame).
 */
function withSources(policy: string, sources: Record<string, readonly string[]>): string {
  const names = new Set<string>();
  const directives = policy.split(';').map((directive) => {
    const name = directive.trim().split(/\s+/)[0] ?? '';
    names.add(name);
    const more = sources[name];
    return more ? `${directive.trimEnd()} ${more.join(' ')}` : directive;
  });
  const missing = Object.entries(sources).filter(([name]) => !names.has(name));
  return [...directives, ...missing.map(([name, more]) => ` ${name} 'self' ${more.join(' ')}`)].join(';');
}

/**
 * The variable a page's handler sets to the Google tag of the system status it was made with (app.ts,
 * which checks it is one; vite.config.ts reads this module too, so it imports nothing of ours).
 */
export interface AnalyticsVariables {
  analyticsTag?: string;
}

/**
 * Issue 16 item 11: the page's policy allows the analytics hosts only when the system status the page
 * was made with names a Google tag (render.ts: analyticsTagHeader); otherwise it stays as above. Runs
 * around `securityHeaders`, whose policy is written after the handler.
 */
export const analyticsPolicy: MiddlewareHandler<{ Variables: AnalyticsVariables }> = async (c, next) => {
  await next();
  const policy = c.res.headers.get('Content-Security-Policy');
  if (policy && c.get('analyticsTag'))
    c.res.headers.set('Content-Security-Policy', withSources(policy, analyticsSources));
};

/** A source HUMAN_CHECK_SOURCES may name: an https origin, or a host (a leading `*.` allowed). */
const humanCheckSource =
  /^(https:\/\/)?(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/**
 * HUMAN_CHECK_SOURCES: the hosts of an operator's hosted challenge (issue 16 item 3), separated by
 * spaces, e.g. `https://challenges.cloudflare.com`. A thrown Error names anything else (a path, a
 * keyword, plain http).
 */
export function parseHumanCheckSources(text: string, name = 'HUMAN_CHECK_SOURCES'): string[] {
  const sources = text.split(/\s+/).filter(Boolean);
  const bad = sources.filter((source) => !humanCheckSource.test(source));
  if (bad.length) throw new Error(`${name} takes https origins or hosts only, not: ${bad.join(' ')}`);
  return [...new Set(sources)];
}

/** What a hosted challenge's widget needs of the page: its script, its frame, its calls, styles and images. */
const humanCheckDirectives = ['script-src', 'frame-src', 'connect-src', 'style-src', 'img-src'] as const;

/**
 * The page's security headers, its policy widened by a hosted challenge's sources (issue 16 item 3)
 * when there are any; without, `securityHeaders` as it is. The embedded platform's stand-in is on the
 * site's own origin, which 'self' already covers.
 */
export function pageSecurityHeaders(humanCheckSources: readonly string[]): MiddlewareHandler {
  if (humanCheckSources.length === 0) return securityHeaders;
  const sources = Object.fromEntries(humanCheckDirectives.map((name) => [name, humanCheckSources]));
  return async (c, next) => {
    await securityHeaders(c, next);
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy) c.res.headers.set('Content-Security-Policy', withSources(policy, sources));
  };
}

/**
 * The platform's answers (/wps, /lgw) keep the generic headers but not the page's framing rules: the
 * embedded platform's demo game is a page of its own, shown in the site's /seamless frame, and sets
 * its own policy (frame-ancestors 'self'); the page's 'none' and X-Frame-Options DENY refused it.
 */
export const platformSecurityHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  xFrameOptions: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: false,
});

/**
 * HSTS, on responses that reached the player over HTTPS: our own TLS socket, or a trusted proxy's
 * X-Forwarded-Proto (TRUST_PROXY, clientAddress.ts). Over plain HTTP the header means nothing to a
 * browser (RFC 6797 section 8.1), and a server that cannot tell a player's word from its proxy's must
 * not pin a host to HTTPS on it. A year and the subdomains: the usual minimum for browsers' preload lists.
 */
export function strictTransportSecurity(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isHttps(c.req.raw.headers, c.env, trustProxy)) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
