// What the platform's own HTML pages share (the demo game, the customer-service chat): the escaping
// of every platform string that goes into them, and their strict policy (no inline script or
// style: each page loads its script and style sheet as files of its own).

/** Every platform string goes into a page through this (text and attribute values alike). */
export const escapeHtml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A page's Content-Security-Policy: its own files only. `frameAncestors` says who may frame it (the
 * demo game opens in the site's frame, the chat in a window of its own and never a frame).
 */
export const pagePolicy = (frameAncestors: "'self'" | "'none'"): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
