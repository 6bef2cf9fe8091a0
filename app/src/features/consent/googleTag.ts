import { pageNonce } from '../../theme/styleNonce';

/**
 * Google's tag (gtag.js) for the operator's gtagId (SPEC.md section 3 "Configuration"), loaded only
 * after the player's consent (issue 16 item 11): its script with the page's CSP nonce (the server's
 * policy allows Google's hosts only for a status with a tag: server/security.ts). Page views are
 * sent by the site on each route change (the tag's own first page view is off: a single-page site
 * changes pages without loading one).
 */
export const googleTagScript = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The tag's own switch: set, the tag sends nothing for that id (Google's opt-out). */
const disabledFlag = (id: string) => `ga-disable-${id}`;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** Loads the tag once per page; a tag turned off (a later decline) is turned on again. */
export function startGoogleTag(id: string): void {
  Reflect.deleteProperty(window, disabledFlag(id));
  if (window.gtag) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads the queue's entries as `arguments` objects, as its own snippet pushes them.
  window.gtag = function queue() {
    // eslint-disable-next-line prefer-rest-params -- the tag expects the arguments object itself
    dataLayer.push(arguments);
  };
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${googleTagScript}?id=${encodeURIComponent(id)}`;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** After a decline: the loaded tag sends nothing more (it cannot be unloaded before the next page). */
export function stopGoogleTag(id: string): void {
  if (!window.gtag) return;
  Object.assign(window, { [disabledFlag(id)]: true });
  gtag('consent', 'update', { analytics_storage: 'denied' });
}

/** One page view: the route shown, with the page's address and title. */
export function sendPageView(id: string, path: string): void {
  gtag('event', 'page_view', {
    send_to: id,
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
