import { NONCE, secureHeaders } from 'hono/secure-headers';

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
 * Security headers for every response. The policy allows only the site's own files: Vite emits
 * every script and stylesheet as a file (no inline code) and fonts are self-hosted. Inline styles
 * (the operator brand's CSS variables, a dragged modal's offset) are set by React through the CSSOM,
 * which CSP does not restrict, so no 'unsafe-inline' is needed. One exception, as narrow as it can
 * be: the <style> element that the modal's scroll lock injects is allowed by a per-response nonce
 * (src/theme/styleNonce.ts).
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", NONCE],
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
 * The platform's answers (/wps, /lgw) keep the generic headers but not the page's framing rules: the
 * embedded platform's demo game is a page of its own, shown in the site's /seamless frame, and sets
 * its own policy (frame-ancestors 'self'); the page's 'none' and X-Frame-Options DENY refused it.
 */
export const platformSecurityHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  xFrameOptions: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
});
