// The player's chat page (GET /wps/chat?c=<key>), in the player's language, laid out for the
// customer-service window (SPEC.md section 9: 440 by 750, the chat room's header orange): the
// conversation so far, then the message box. Its script (scripts.ts) sends and polls.
import type { Lang } from '../../../seed/names';
import { playerTexts } from '../texts';
import { escapeHtml } from '../../../shared/pages';
import { documentOf, maxMessageLength, messageHtml } from './html';

export const playerScriptUrl = '/wps/chat/chat.js';

export interface PageMessage {
  id: number;
  author: 'player' | 'staff';
  body: string;
  sentAt: string;
}

export function playerPage(options: {
  key: string;
  lang: Lang;
  modelName: string;
  messages: readonly PageMessage[];
}): string {
  const text = playerTexts[options.lang];
  const names = { player: text.you, staff: text.staff };
  const messages = options.messages.map((message) => messageHtml(message, { mine: 'player', names })).join('\n');
  const lastId = options.messages.at(-1)?.id ?? 0;
  return documentOf({
    lang: options.lang,
    title: `${options.modelName} · ${text.subtitle}`,
    bodyClass: 'chat player',
    script: playerScriptUrl,
    data: { key: options.key, max: String(maxMessageLength), texts: JSON.stringify(text) },
    body: `<header class="bar"><h1>${escapeHtml(options.modelName)}</h1><p>${escapeHtml(text.subtitle)}</p></header>
<main class="room">
<p class="empty" id="empty"${options.messages.length ? ' hidden' : ''}>${escapeHtml(text.empty)}</p>
<div class="log" id="log" role="log" aria-live="polite" aria-label="${escapeHtml(text.log)}" tabindex="0" data-last="${lastId}">
${messages}
</div>
<p class="connection" id="connection" role="status" hidden></p>
${composerHtml({ label: text.label, hint: text.hint, send: text.send })}
</main>`,
  });
}

/** The message box of both pages: a labelled text area, its hint and its problems beside it, a send button. */
export function composerHtml(text: { label: string; hint: string; send: string }, hidden = false): string {
  return `<form class="composer" id="composer" novalidate${hidden ? ' hidden' : ''}>
<label for="message">${escapeHtml(text.label)}</label>
<div class="row"><textarea id="message" name="body" rows="2" aria-describedby="hint status"></textarea>
<button type="submit">${escapeHtml(text.send)}</button></div>
<p class="hint" id="hint">${escapeHtml(text.hint)}</p>
<p class="status" id="status" role="alert"></p>
</form>`;
}

/** The page of a key the platform does not know (404): the chat has ended. */
export function endedPage(lang: Lang): string {
  const text = playerTexts[lang];
  return documentOf({
    lang,
    title: text.endedTitle,
    bodyClass: 'chat ended',
    body: `<header class="bar"><h1>${escapeHtml(text.endedTitle)}</h1></header>
<main class="room"><p class="empty">${escapeHtml(text.endedBody)}</p></main>`,
  });
}
