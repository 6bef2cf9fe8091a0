import type { FooterLink } from '@lobby/design-system';
import { googleTagOf } from '@lobby/contract';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../data/system';
import { href } from '../../routes/paths';
import { consentSettings, useConsentSettings } from './choice';

/**
 * Analytics only where the operator configured a tag (the system status's gtagId), and only after
 * the player's consent (issue 16 item 11). The banner and the tag's code are a chunk of their own,
 * fetched only for a status with a tag; without one, nothing of it loads.
 *
 * Shown after hydration, never rendered by the server: the server's page is the same for every
 * visitor (its cache keeps one per address, language and mode, not per choice), and the choice is the
 * browser's. A fixed card appearing later moves nothing on the page.
 */
export function SiteAnalytics() {
  const { i18n } = useTranslation();
  const tag = googleTagOf(useSystemStatus().data);
  const [Host, setHost] = useState<ComponentType<{ tag: string }> | null>(null);
  useEffect(() => {
    if (!tag) return;
    let current = true;
    import('./ConsentHost').then(
      (module) => {
        module.addConsentStrings(i18n);
        if (current) setHost(() => module.ConsentHost);
      },
      // Analytics are not the site: without their code the player is asked nothing and nothing is sent.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tag, i18n]);
  return Host && tag ? <Host tag={tag} /> : null;
}

/** The footer link's key (SiteFooter hands its click to `openConsentSettings`). */
export const consentLinkKey = 'cookie-settings';

/**
 * The footer's link that shows the banner again, once the banner is there (a site without a tag has
 * none). Its address is the privacy text, which a new tab opens.
 */
export function useConsentLink(): FooterLink | null {
  const { t } = useTranslation('ds');
  const { ready } = useConsentSettings();
  return ready ? { key: consentLinkKey, label: t('consentSettings'), href: href('help', undefined, 'privacy') } : null;
}

export const openConsentSettings = consentSettings.reopen;
