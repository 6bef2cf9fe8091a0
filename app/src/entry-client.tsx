/**
 * The site in the browser (ARCHITECTURE.md "Rendering"): hydrates the page the server rendered, with
 * the language, colour mode, brand and first-screen answers the page carries (bootstrap.ts); or,
 * for a page the server did not render (SSR=0, a static index.html), renders it here as before.
 */
import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import './boot.css';
import { readBootstrap } from './bootstrap';
import { defaultMerchant } from './config/business';
// Modules of the data layer, not its index: the start-up script carries what it uses, not every domain.
import { createAppApi, restoreSession } from './data/appApi';
import { clientFirstScreen } from './data/firstScreen';
import { preloadHome, preloadSystemStatus } from './data/preload';
import { readCookie, readPreference } from './data/preferences';
import { chooseLanguage, createAppI18n, loadLanguageResources } from './i18n';
import { isShippedLanguage, languageCookie, languageKeys, pickLanguage } from './i18n/language';
import { openingPage } from './routes/paths';
import { preloadOpeningPage } from './routes/table';
import { sessionLostEvent } from './shell/site';
import { sideMenuOfCookie } from './shell/sideMenu';
import { preferredThemeMode } from './theme/mode';
import { shareStyleNonce } from './theme/styleNonce';

shareStyleNonce();
const page = readBootstrap();
const rendered = page?.rendered === true;
const language = page?.language ?? pickLanguage(languageKeys.map(readPreference));
const languageLoaded = loadLanguageResources(language);
let currentLanguage: string = language;
const api = createAppApi({
  merchant: defaultMerchant,
  getLanguage: () => currentLanguage,
  // PLATFORM.md: a lost session shows the login popup (SiteProvider listens).
  onSessionLost: () => window.dispatchEvent(new Event(sessionLostEvent)),
});
// SPEC.md section 4: a token in the URL or the session logs in at start; the page does not wait for
// the check (the session store already knows the token), a lost session logs out when it answers.
void restoreSession(api);
// A server-rendered page carries its first screen's answers; otherwise they are asked for now,
// while the code loads.
if (!rendered) {
  preloadSystemStatus(api.client);
  if (openingPage(window.location.pathname) === 'home') preloadHome(api.client, language);
}
preloadOpeningPage(window.location.pathname, page?.modules);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void languageLoaded.then((resources) => {
  const i18n = createAppI18n(language, resources);
  // The operator's name is the site's name (logo, titles, footer).
  if (page?.brand) i18n.addResource(language, 'app', 'siteName', page.brand.name);
  // The platform's Language header follows the language menu from here on.
  i18n.on('languageChanged', (next: string) => {
    currentLanguage = next;
  });
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SavedLanguage i18n={i18n} />
        <App
          brand={page?.brand ?? null}
          api={api}
          mode={page?.mode ?? preferredThemeMode()}
          sideMenu={page?.sideMenu ?? sideMenuOfCookie(document.cookie)}
          data={clientFirstScreen(page?.answers)}
          origin={window.location.origin}
          hydrating={rendered}
        />
      </I18nextProvider>
    </StrictMode>
  );
  // Hydration in a transition is rendered in slices that yield to the browser between them (a
  // root's default hydration is one task: 180-240 ms at the mobile preset's 4x CPU).
  if (rendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
});

/**
 * A player who chose a language before the server rendered pages has it in localStorage only (SPEC.md
 * section 3: "lang", "hisLang"), not in the cookie the server reads: once the page has hydrated in
 * the server's language, it switches to theirs (and writes the cookie, so the next page is rendered
 * in it).
 */
function SavedLanguage({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    if (readCookie(document.cookie, languageCookie) !== undefined) return;
    const saved = languageKeys.map(readPreference).find(isShippedLanguage);
    if (saved && saved !== i18n.language) {
      chooseLanguage(i18n, saved).catch(() => {
        // Its strings could not be loaded: the page stays in the language it has.
      });
    }
  }, [i18n]);
  return null;
}
