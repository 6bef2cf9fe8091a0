// What the platform's own HTML pages share (the demo game, the customer-service chat, the stand-in
// identity provider's consent page): the escaping of every platform string that goes into them, how
// they are served under one strict policy (no inline script or style: each page loads its script and
// style sheet as files of its own, but for the stand-in challenge's small frame, whose inline ones
// carry a nonce), and the document around a page's body.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every platform string goes into a page through this (text and attribute values alike). */
export const escapeHtml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Serving {
  status?: ContentfulStatusCode;
  /**
   * Who may frame it: the demo game opens in the site's frame, the stand-in challenge's widget in the
   * page that asked for it (`'self' https://site.example`); the chat and the consent page never do.
   */
  frameAncestors?: string;
  /** The nonce of the page's own inline script and style (the stand-in challenge's frame). */
  nonce?: string;
  /** Where its forms may post: nowhere, but the stand-in identity provider's consent page posts to itself. */
  formAction?: "'self'" | "'none'";
  /** Cache-Control of its script and style sheet (a page itself is never cached). */
  fileCache?: string;
}

/**
 * A page of the platform, or its script or style sheet, under the strict policy: its own files only,
 * no inline script or style, never sniffed, no referrer. A page is never cached: it holds a game's
 * session, a conversation or an authorization request.
 */
export function servePage(
  body: string,
  type: 'text/html' | 'text/javascript' | 'text/css',
  { status = 200, frameAncestors = "'none'", formAction = "'none'", fileCache = 'no-cache', nonce }: Serving = {},
): Response {
  const own = nonce ? `'self' 'nonce-${nonce}'` : "'self'";
  const policy = [
    "default-src 'none'",
    `script-src ${own}`,
    `style-src ${own}`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
  return new Response(body, {
    status,
    headers: {
      'Content-Type': `${type}; charset=utf-8`,
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': type === 'text/html' ? 'no-store' : fileCache,
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/**
 * A whole page around `body`: its language and direction, title, icon (an inline one, so that
 * browsers do not ask for /favicon.ico), style sheet and script (a file, deferred), or its own small
 * style and script inline under a nonce (`inline`: the stand-in challenge's frame, one request). `data`
 * become the body's data- attributes (a script's words, a key), escaped.
 */
export function pageDocument(options: {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  icon?: string;
  stylesheet?: string;
  script?: string;
  inline?: { nonce: string; css: string; script: string };
  bodyClass?: string;
  data?: Record<string, string>;
  body: string;
}): string {
  const data = Object.entries(options.data ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const { inline } = options;
  const head = [
    options.icon ? `<link rel="icon" href="${escapeHtml(options.icon)}">` : '',
    options.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}">` : '',
    inline ? `<style nonce="${inline.nonce}">${inline.css}</style>` : '',
    options.script ? `<script src="${escapeHtml(options.script)}" defer></script>` : '',
  ]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
  const bodyClass = options.bodyClass ? ` class="${escapeHtml(options.bodyClass)}"` : '';
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}" dir="${options.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
${head}</head>
<body${bodyClass}${data}>
${options.body}
${inline ? `<script nonce="${inline.nonce}">${inline.script}</script>\n` : ''}</body>
</html>`;
}
