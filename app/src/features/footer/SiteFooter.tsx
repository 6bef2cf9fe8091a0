import { Footer, type FooterLink, type Vendor } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { VendorCard } from '@lobby/contract';
import { href, paths } from '../../routes/paths';
import { consentLinkKey, openConsentSettings, useConsentLink } from '../consent';
import { useSite } from '../../shell/site';
import { toVendor, useCategoryLinks, useImageCdns, useVendorLanes } from '../header';
import { useSocialLinks } from './social';

/** The help centre's sections the footer links to, each opening the help modal at its anchor. */
const helpAnchors = [
  { anchor: 'about', key: 'about' },
  { anchor: 'term', key: 'terms' },
  { anchor: 'privacy', key: 'privacy' },
  { anchor: 'deposit', key: 'payments' },
  { anchor: 'responsible', key: 'responsible' },
] as const;

/** The help centre page, after the anchored links. */
const helpCentreKey = 'help-centre';

/** SPEC.md section 2: the vendor logos of the footer, in this order. */
const footerVendorCodes = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

/**
 * The site footer (SPEC.md section 2): help links (the help modal at an anchor, or the help page),
 * the product lines, the social channels, the vendor logos, copyright and the 18+ notice.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useSite();
  const { lanes } = useVendorLanes();
  const imageCdns = useImageCdns();
  const social = useSocialLinks();
  const consentLink = useConsentLink();

  const helpLinks: FooterLink[] = [
    ...helpAnchors.map(({ anchor, key }) => ({
      key: anchor,
      label: t(`shell.footer.${key}`),
      href: href('help', undefined, anchor),
    })),
    { key: helpCentreKey, label: t('shell.footer.helpCentre'), href: paths.help },
    // The other screens of SPEC.md section 1 a player looks for below the page, and the safer-gambling
    // page (issue 17, item 5).
    ...(['feedback', 'download', 'winners', 'saferGambling'] as const).map((route) => ({
      key: route,
      label: t(`shell.footer.${route}`),
      href: paths[route],
    })),
    // The analytics choice, changed at any time (issue 16 item 11): only on a site with a tag.
    ...(consentLink ? [consentLink] : []),
  ];

  const products: FooterLink[] = useCategoryLinks().map(({ line, route, name }) => ({
    key: `product-${line}`,
    label: name,
    href: paths[route],
  }));

  const vendors = useMemo<Vendor[]>(() => {
    const cards = new Map<string, VendorCard>();
    for (const lane of lanes ?? [])
      for (const card of lane.cards) if (!cards.has(card.vassalage)) cards.set(card.vassalage, card);
    return footerVendorCodes.map((code) => {
      const card = cards.get(code);
      return card ? toVendor(card, imageCdns) : { code, name: code };
    });
  }, [lanes, imageCdns]);

  return (
    <Footer
      helpLinks={helpLinks}
      products={products}
      social={social}
      vendors={vendors}
      onNavigate={(key, target) => {
        if (key === consentLinkKey) openConsentSettings();
        else if (helpAnchors.some((entry) => entry.anchor === key)) open({ kind: 'help', anchor: key });
        else void navigate(target);
      }}
      copyright={t('shell.footer.copyright', { year: new Date().getFullYear(), siteName: t('siteName') })}
    />
  );
}
