import { shippedLanguages } from '@lobby/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './App';
import './boot.css';
import { defaultMerchant } from './config/business';
import { createAppApi, preloadHome, preloadSystemStatus, restoreSession } from './data';
import { readPreference } from './data/preferences';
import { createAppI18n, loadLanguageResources } from './i18n';
import { languageKeys, pickLanguage } from './i18n/language';
import { openingPage } from './routes/paths';
import { preloadOpeningPage } from './routes/table';
import { sessionLostEvent } from './shell/site';
import { loadBrand } from './theme/brand';
import { shareStyleNonce } from './theme/styleNonce';

shareStyleNonce();
// The language's strings are a chunk of their own (i18n/index.ts), fetched before the instance is
// made. A promise rather than a top-level await: with one, the bundler cut the start-up script into
// about ten more chunks.
const initialLanguage = pickLanguage(languageKeys.map(readPreference));
void loadLanguageResources(initialLanguage).then((resources) => {
  const i18n = createAppI18n(initialLanguage, resources);
  const api = createAppApi({
    merchant: defaultMerchant,
    getLanguage: () => i18n.language,
    // PLATFORM.md: a lost session shows the login popup (SiteProvider listens).
    onSessionLost: () => window.dispatchEvent(new Event(sessionLostEvent)),
  });
  // SPEC.md section 4: a token in the URL or the session logs in at start; the page does not wait for
  // the check (the session store already knows the token), a lost session logs out when it answers.
  void restoreSession(api);
  preloadSystemStatus(api.client);
  if (openingPage(window.location.pathname) === 'home') preloadHome(api.client, i18n.language);
  preloadOpeningPage(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The brand is awaited before the first render, so that a branded site never flashes the default
  // theme; loadBrand always settles (default theme on 404, error or time-out).
  void loadBrand().then((brand) => {
    // The operator's name is the site's name (logo, titles, footer), in every language.
    if (brand) for (const language of shippedLanguages) i18n.addResource(language, 'app', 'siteName', brand.name);
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App brand={brand} api={api} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
