// What every page of the chat shares: how it is served (under shared/pages.ts's strict policy) and
// the document around a page's body.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Lang } from '../../../seed/names';
import { escapeHtml, pageDocument, servePage } from '../../../shared/pages';

/** A page, script or style sheet of the chat (shared/pages.ts: the platform pages' policy; never framed). */
export const send = (
  body: string,
  type: 'text/html' | 'text/javascript' | 'text/css',
  status: ContentfulStatusCode = 200,
): Response => servePage(body, type, { status });

/** The most a message may hold, in characters (code points) after trimming: the page's scripts check it too. */
export const maxMessageLength = 1000;

/** An inline icon (a speech bubble on the header's orange), so that browsers do not ask for /favicon.ico. */
const icon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%23c2410c'/%3E" +
  "%3Cpath d='M8 9h16v11H14l-5 4v-4H8z' fill='%23fff'/%3E%3C/svg%3E";

/** The style sheet both pages load. */
export const styleUrl = '/wps/chat/chat.css';

/**
 * A whole page: `lang` sets the language and the direction (the three shipped languages are all left
 * to right; the style sheet uses logical properties only, so a right-to-left one would need nothing
 * more). `data` become the body's data- attributes (the script's words, the key), escaped.
 */
export function documentOf(options: {
  lang: Lang;
  title: string;
  bodyClass: string;
  script?: string;
  data?: Record<string, string>;
  body: string;
}): string {
  return pageDocument({
    ...options,
    lang: options.lang.toLowerCase(),
    dir: directionOf(options.lang),
    icon,
    stylesheet: styleUrl,
  });
}

/** The languages written right to left: none of the shipped three, so far. */
const rightToLeft: readonly Lang[] = [];
const directionOf = (lang: Lang): 'ltr' | 'rtl' => (rightToLeft.includes(lang) ? 'rtl' : 'ltr');

/** A message as both pages draw it, and as their scripts draw the ones that arrive later (script.ts: messageElement). */
export function messageHtml(
  message: { id: number; author: 'player' | 'staff'; body: string; sentAt: string },
  options: { mine: 'player' | 'staff'; names: { player: string; staff: string } },
): string {
  const side = message.author === options.mine ? 'mine' : 'theirs';
  // The time as the platform's clock (UTC) writes it; the script rewrites it in the reader's own.
  return `<div class="msg ${side}" data-id="${message.id}"><p class="meta"><span class="who">${escapeHtml(
    options.names[message.author],
  )}</span> <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.slice(11, 16))}</time></p><p class="text">${escapeHtml(message.body)}</p></div>`;
}
