import type { FooterSocialLink } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../data';

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="currentColor">
    <path d={d} />
  </svg>
);

const icons = {
  facebook: svg('M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z'),
  youtube: svg(
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.1V8.9l5.2 3.1z',
  ),
};

/** The social channels configured by the operator (SPEC.md section 2: Facebook, YouTube), in order. */
export function useSocialLinks(): FooterSocialLink[] {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const socials = status.data?.info.config.socials;
  return useMemo(() => {
    if (!socials) return [];
    const links: FooterSocialLink[] = [];
    if (socials.facebook) {
      links.push({ key: 'facebook', name: t('shell.social.facebook'), href: socials.facebook, icon: icons.facebook });
    }
    if (socials.youtube) {
      links.push({ key: 'youtube', name: t('shell.social.youtube'), href: socials.youtube, icon: icons.youtube });
    }
    return links;
  }, [socials, t]);
}
