import { ConsentBanner, consentStrings, dsNamespace, shippedLanguages } from '@lobby/design-system';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { consentSettings, readConsent, saveConsent, useConsentSettings, type ConsentChoice } from './choice';
import { sendPageView, startGoogleTag, stopGoogleTag } from './googleTag';

/**
 * The banner's words, every language (a language switch needs nothing more), added with its code:
 * not a lazy area of i18n/areas.ts, whose loaders ride in the first script, which a site without
 * analytics must not pay for.
 */
export function addConsentStrings(i18n: I18n): void {
  for (const language of shippedLanguages)
    i18n.addResourceBundle(language, dsNamespace, consentStrings[language], true, true);
}

/**
 * The consent banner and, once the player accepted, Google's tag with a page view for every route
 * (issue 16 item 11). Loaded by SiteAnalytics, only for a status with a tag, after hydration.
 */
export function ConsentHost({ tag }: { tag: string }) {
  const { open } = useSite();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState(readConsent);
  const { reopened } = useConsentSettings();
  // The footer's requests answered so far: a new one shows the banner again.
  const [answered, setAnswered] = useState(reopened);
  const showing = choice === null || reopened > answered;

  useEffect(() => {
    consentSettings.setReady(true);
    return () => {
      consentSettings.setReady(false);
    };
  }, []);
  useEffect(() => {
    if (choice === 'granted') startGoogleTag(tag);
  }, [choice, tag]);
  useEffect(() => {
    if (choice === 'granted') sendPageView(tag, `${pathname}${search}`);
  }, [choice, tag, pathname, search]);

  const choose = (next: ConsentChoice) => {
    saveConsent(next);
    setChoice(next);
    setAnswered(reopened);
    if (next === 'denied') stopGoogleTag(tag);
  };

  if (!showing) return null;
  return (
    <ConsentBanner
      onAccept={() => {
        choose('granted');
      }}
      onDecline={() => {
        choose('denied');
      }}
      privacyHref={href('help', undefined, 'privacy')}
      onPrivacy={() => {
        open({ kind: 'help', anchor: 'privacy' });
      }}
      focusOnOpen={reopened > answered}
    />
  );
}
