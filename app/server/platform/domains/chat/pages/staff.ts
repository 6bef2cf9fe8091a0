// The staff console (GET /wps/staff/chat?key=...): the conversations, newest first, each with the
// player's name, the chat room, the last message and how many of the player's messages wait for an
// answer; the chosen one's messages and a reply box. Its script (scripts.ts) fills and polls it.
import type { Lang } from '../../../seed/names';
import { staffTexts } from '../texts';
import { escapeHtml } from '../../../shared/pages';
import { documentOf, maxMessageLength } from './html';
import { composerHtml } from './player';

export const staffScriptUrl = '/wps/staff/chat/staff.js';

export function staffPage(lang: Lang): string {
  const text = staffTexts[lang];
  return documentOf({
    lang,
    title: text.title,
    bodyClass: 'chat staff',
    script: staffScriptUrl,
    data: { max: String(maxMessageLength), texts: JSON.stringify(text) },
    body: `<header class="bar"><h1>${escapeHtml(text.title)}</h1></header>
<main class="console">
<section class="conversations" aria-labelledby="list-title">
<h2 id="list-title">${escapeHtml(text.conversations)}</h2>
<p class="empty" id="none" hidden>${escapeHtml(text.none)}</p>
<ul class="list" id="list"></ul>
</section>
<section class="thread" aria-labelledby="thread-title">
<h2 id="thread-title">${escapeHtml(text.choose)}</h2>
<p class="about" id="thread-about"></p>
<div class="log" id="log" role="log" aria-live="polite" aria-label="${escapeHtml(text.log)}" tabindex="0"></div>
<p class="connection" id="connection" role="status" hidden></p>
${composerHtml({ label: text.label, hint: text.hint, send: text.send }, true)}
</section>
</main>`,
  });
}

/** A missing or wrong staff key (403). */
export function forbiddenPage(lang: Lang): string {
  const text = staffTexts[lang];
  return documentOf({
    lang,
    title: text.forbiddenTitle,
    bodyClass: 'chat ended',
    body: `<header class="bar"><h1>${escapeHtml(text.forbiddenTitle)}</h1></header>
<main class="room"><p class="empty">${escapeHtml(text.forbiddenBody)}</p></main>`,
  });
}
