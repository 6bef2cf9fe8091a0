/**
 * What a page tells the browser's script about how it was rendered: its language, colour mode and
 * brand, and the answers of its first screen's calls (data/firstScreen.ts). One JSON script element,
 * `<script type="application/json" id="lobby-page">`, written by the server and read by entry-client.
 */
import type { ShippedLanguage } from '@lobby/design-system';
import type { BrandTheme, ThemeMode } from '@lobby/tokens';
import type { FirstScreenAnswers } from './data/firstScreen';
import type { SideMenuPreference } from './shell/sideMenu';

export interface PageBootstrap {
  language: ShippedLanguage;
  mode: ThemeMode;
  /** The side menu's collapsed states the server rendered (shell/sideMenu.tsx). */
  sideMenu: SideMenuPreference;
  brand: BrandTheme | null;
  /** The first screen's answers; empty for a page rendered in the browser only (SSR=0). */
  answers: FirstScreenAnswers;
  /** Whether `<div id="root">` holds the server's rendering (hydrate) or the boot mark (SSR=0: render). */
  rendered: boolean;
  /**
   * The scripts of the opening page's layout and page (Vite's manifest; routes/table.tsx
   * openingPageSources), which the browser's script links a few a task before it imports them
   * (preloadOpeningPage). Absent in development, and for a page that is not an opening page.
   */
  modules?: readonly string[];
}

export const bootstrapElementId = 'lobby-page';

/**
 * The JSON, safe inside a script element: `<` (so no `</script>` or `<!--` ends or changes it),
 * `>` and `&` escaped, and U+2028/U+2029 (line ends to older script parsers) too. Every platform
 * string reaches the page through this or through React's escaping.
 */
export function bootstrapJson(bootstrap: PageBootstrap): string {
  const { answers, ...page } = bootstrap;
  const written = Object.entries(answers).map(([id, answer]) => `${safeJson(id)}:${answerJson(answer)}`);
  // The page's fields (never none), then the answers, each written by answerJson.
  return `${safeJson(page).slice(0, -1)},"answers":{${written.join(',')}}}`;
}

function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * An answer's JSON, kept with the answer: the server's renders share the public answers for a moment
 * (data/firstScreen.ts: createSharedAnswers, deeply frozen), and each is written once rather than once
 * a page (30-40 kB of a home page's 97). Only a frozen answer is kept: one that can change cannot.
 */
const writtenAnswers = new WeakMap<object, string>();

function answerJson(answer: unknown): string {
  if (answer === null || typeof answer !== 'object' || !Object.isFrozen(answer)) return safeJson(answer);
  let json = writtenAnswers.get(answer);
  if (json === undefined) {
    json = safeJson(answer);
    writtenAnswers.set(answer, json);
  }
  return json;
}

/** The bootstrap of this page, or null when the page has none (a bare index.html). */
export function readBootstrap(): PageBootstrap | null {
  const text = document.getElementById(bootstrapElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageBootstrap;
  } catch {
    return null;
  }
}
