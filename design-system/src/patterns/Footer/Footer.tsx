import { useId, type ReactNode } from 'react';
import { routeOnPlainClick, type Vendor } from '../../components/VendorMenu';
import { useDsTranslation } from '../../i18n';
import * as styles from './Footer.css';

export interface FooterLink {
  key: string;
  label: ReactNode;
  href: string;
}

export interface FooterSocialLink {
  key: string;
  /** The network's name: the icon link's accessible name. */
  name: string;
  href: string;
  icon: ReactNode;
}

export interface FooterProps {
  helpLinks: FooterLink[];
  products: FooterLink[];
  /** External profiles; they open in a new tab. */
  social: FooterSocialLink[];
  /** Vendor marks (PG, EG2, PT, JDB, CQ9, FC, JL, BGS); the name shows when there is no logo. */
  vendors: Vendor[];
  /** A plain click on a help or product link; the app routes it (or opens the help modal). */
  onNavigate: (key: string, href: string) => void;
  /** The copyright line ("© 2026 Operator"). */
  copyright: ReactNode;
}

/** The site footer (SPEC.md section 2), with the 18+ notice (SPEC.md section 9: minimum age 18). */
export function Footer({ helpLinks, products, social, vendors, onNavigate, copyright }: FooterProps) {
  const t = useDsTranslation();
  return (
    <footer className={styles.root}>
      <nav className={styles.columns} aria-label={t('footerLabel')}>
        <LinkColumn title={t('footerHelp')} links={helpLinks} onNavigate={onNavigate} />
        <LinkColumn title={t('footerProducts')} links={products} onNavigate={onNavigate} />
        {social.length > 0 ? (
          <Column title={t('footerFollowUs')}>
            {(titleId) => (
              <ul className={styles.row} aria-labelledby={titleId}>
                {social.map((item) => (
                  <li key={item.key}>
                    <a
                      className={styles.social}
                      href={item.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={item.name}
                    >
                      <span aria-hidden="true">{item.icon}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Column>
        ) : null}
      </nav>
      {vendors.length > 0 ? (
        <Column title={t('footerVendors')}>
          {(titleId) => (
            <ul className={styles.row} aria-labelledby={titleId}>
              {vendors.map((vendor) => (
                <li key={vendor.code} className={styles.vendor}>
                  {vendor.logo ? (
                    // Below the fold on every page: low priority, so that React's HTML does not
                    // preload them and the browser fetches them after the first screen's pictures
                    // (not lazy: a lazy logo was still unpainted in one of two Loki shots).
                    <img
                      className={styles.vendorLogo}
                      src={vendor.logo}
                      alt={vendor.name}
                      fetchPriority="low"
                      decoding="async"
                    />
                  ) : (
                    vendor.name
                  )}
                </li>
              ))}
            </ul>
          )}
        </Column>
      ) : null}
      <div className={styles.legal}>
        <span className={styles.adults} aria-hidden="true">
          {t('footerAdultsOnly')}
        </span>
        <span>{t('footerResponsible')}</span>
        <span>{copyright}</span>
      </div>
    </footer>
  );
}

function Column({ title, children }: { title: ReactNode; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <div>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {children(titleId)}
    </div>
  );
}

interface LinkColumnProps {
  title: ReactNode;
  links: FooterLink[];
  onNavigate: FooterProps['onNavigate'];
}

function LinkColumn({ title, links, onNavigate }: LinkColumnProps) {
  if (links.length === 0) return null;
  return (
    <Column title={title}>
      {(titleId) => (
        <ul className={styles.list} aria-labelledby={titleId}>
          {links.map((item) => (
            <li key={item.key}>
              <a
                className={styles.link}
                href={item.href}
                onClick={(event) => routeOnPlainClick(event, () => onNavigate(item.key, item.href))}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Column>
  );
}
