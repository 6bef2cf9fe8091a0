// The stand-in identity provider's consent page (GET /wps/idp/<channel>/authorize) and its style
// sheet, served under shared/pages.ts's strict policy (its form may post to the page's own origin,
// nothing else; no script at all: the form works without one). Every string goes in escaped.
import type { ThirdPartyChannel } from '@lobby/contract';
import type { Lang } from '../../seed/names';
import { escapeHtml, pageDocument, servePage } from '../../shared/pages';
import { consentTexts, providerNames } from './texts';

export const consentCssUrl = '/wps/idp/consent.css';

/** A page or the style sheet (shared/pages.ts); its form posts to the page's own origin only. */
export const sendPage = (body: string, type: 'text/html' | 'text/css', status: 200 | 400 = 200): Response =>
  servePage(body, type, { status, formAction: "'self'" });

/** A person the stand-in signs in. */
export interface DemoIdentity {
  id: string;
  subject: string;
  name: string;
  email: string;
}

/** Two demo people per provider (fixed subjects: the same person is the same account every time). */
export const demoIdentities: Record<ThirdPartyChannel, readonly DemoIdentity[]> = {
  google: [
    { id: 'ana', subject: '110248495921238986420', name: 'Ana García', email: 'ana.garcia@gmail.example' },
    { id: 'somchai', subject: '110248495921238986421', name: 'Somchai Jaidee', email: 'somchai.j@gmail.example' },
  ],
  facebook: [
    { id: 'lucia', subject: '10158812345678901', name: 'Lucía Fernández', email: 'lucia.fernandez@facebook.example' },
    { id: 'niran', subject: '10158812345678902', name: 'Niran Suksai', email: 'niran.suksai@facebook.example' },
  ],
};

/** The value of the radio that picks the typed identity. */
export const anotherAccount = 'another';

/** The provider's mark, inline (the page loads nothing from outside). */
const marks: Record<ThirdPartyChannel, string> = {
  google:
    '<svg class="mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"/><path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"/><path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8z"/><path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"/></svg>',
  facebook:
    '<svg class="mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="12" fill="#1877F2"/><path fill="#fff" d="M16.7 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3.1V24h3.8v-8.5z"/></svg>',
};

const fill = (text: string, channel: ThirdPartyChannel) => text.replace('{provider}', providerNames[channel]);

/** The authorization request the form carries back (names as in OpenID Connect). */
export type AuthorizationParams = Record<string, string>;

export function consentPage(options: {
  channel: ThirdPartyChannel;
  lang: Lang;
  params: AuthorizationParams;
  /** What the player had typed, when the page comes back with a problem. */
  typed?: { name: string; email: string };
  missing?: boolean;
}): string {
  const { channel, lang, params, typed } = options;
  const text = consentTexts[lang];
  const hidden = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const choices = demoIdentities[channel]
    .map(
      (person, index) =>
        `<label class="choice"><input type="radio" name="account" value="${escapeHtml(person.id)}"${
          index === 0 && !typed ? ' checked' : ''
        }><span class="who"><span class="name">${escapeHtml(person.name)}</span><span class="email">${escapeHtml(
          person.email,
        )}</span></span></label>`,
    )
    .join('\n');
  const body = `<main class="consent">
<p class="demo">${marks[channel]}<span>${escapeHtml(fill(text.demo, channel))}</span></p>
<h1>${escapeHtml(fill(text.title, channel))}</h1>
<p class="intro">${escapeHtml(text.intro)}</p>
<form method="post" action="/wps/idp/${channel}/authorize" novalidate>
${hidden}
<fieldset><legend>${escapeHtml(text.choose)}</legend>
${choices}
<label class="choice"><input type="radio" name="account" value="${anotherAccount}"${typed ? ' checked' : ''}><span class="who"><span class="name">${escapeHtml(text.another)}</span></span></label>
</fieldset>
<div class="another">
<label for="name">${escapeHtml(text.name)}</label>
<input id="name" name="name" autocomplete="name" maxlength="80" value="${escapeHtml(typed?.name ?? '')}" aria-describedby="hint">
<label for="email">${escapeHtml(text.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" maxlength="254" value="${escapeHtml(typed?.email ?? '')}" aria-describedby="hint">
<p class="hint" id="hint">${escapeHtml(text.anotherHint)}</p>
</div>
${options.missing ? `<p class="problem" role="alert">${escapeHtml(text.missing)}</p>` : ''}
<div class="actions">
<button type="submit" name="action" value="allow" class="primary">${escapeHtml(text.proceed)}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escapeHtml(text.cancel)}</button>
</div>
</form>
</main>`;
  return documentOf(lang, fill(text.title, channel), body);
}

/** An authorization request the stand-in will not serve (unknown client, foreign return address, no PKCE). */
export function invalidRequestPage(lang: Lang): string {
  const text = consentTexts[lang];
  return documentOf(
    lang,
    text.invalidTitle,
    `<main class="consent"><h1>${escapeHtml(text.invalidTitle)}</h1><p class="intro">${escapeHtml(text.invalidBody)}</p></main>`,
  );
}

function documentOf(lang: Lang, title: string, body: string): string {
  // No icon to fetch ("data:,"): browsers would ask for /favicon.ico.
  return pageDocument({ lang: lang.toLowerCase(), dir: 'ltr', title, icon: 'data:,', stylesheet: consentCssUrl, body });
}

/**
 * Logical properties only, so that a right-to-left page needs nothing more; light and dark after the
 * reader's setting; every text pair meets WCAG AA.
 */
export const consentCss = `
:root {
  color-scheme: light dark;
  --bg: #f6f8fa; --card: #ffffff; --text: #1f2328; --muted: #57606a; --line: #d0d7de; --accent: #1a56db;
  --focus: #1d4ed8; --error: #b42318; --field-line: #8c959f; --selected: #eef4ff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', sans-serif;
  line-height: 1.45;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1116; --card: #181b22; --text: #f3f4f6; --muted: #b8bec9; --line: #343a46; --accent: #7aa7ff;
    --focus: #7cc4ff; --error: #ff9b8f; --field-line: #6e7681; --selected: #1c2740;
  }
}
body { margin: 0; background: var(--bg); color: var(--text); }
.consent { box-sizing: border-box; max-inline-size: 28rem; margin-block: 2rem; margin-inline: auto;
  padding: 1.5rem; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
.demo { display: flex; gap: 0.5rem; align-items: center; margin: 0; color: var(--muted); font-size: 0.85rem; }
.mark { inline-size: 1.5rem; block-size: 1.5rem; flex: none; }
h1 { font-size: 1.35rem; margin-block: 1rem 0.5rem; }
.intro { margin-block: 0 1rem; color: var(--muted); }
fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
legend { font-weight: 600; margin-block-end: 0.5rem; }
.choice { display: flex; gap: 0.75rem; align-items: center; padding: 0.6rem 0.75rem; border: 1px solid var(--line);
  border-radius: 8px; cursor: pointer; }
.choice:has(input:checked) { border-color: var(--accent); background: var(--selected); }
.who { display: flex; flex-direction: column; }
.name { font-weight: 600; }
.email { color: var(--muted); font-size: 0.9rem; }
.another { display: grid; gap: 0.35rem; margin-block-start: 0.75rem; }
.another input { font: inherit; padding: 0.5rem; border: 1px solid var(--field-line); border-radius: 6px;
  background: var(--card); color: var(--text); }
.hint { margin: 0; color: var(--muted); font-size: 0.85rem; }
.problem { color: var(--error); font-weight: 600; }
.actions { display: flex; gap: 0.75rem; justify-content: flex-end; margin-block-start: 1.25rem; }
button { font: inherit; padding: 0.55rem 1.1rem; border-radius: 6px; cursor: pointer; border: 1px solid var(--accent); }
.primary { background: var(--accent); color: var(--card); }
.secondary { background: transparent; color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;
