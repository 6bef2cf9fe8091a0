import type { MouseEvent } from 'react';
import { routeOnPlainClick } from '../../components/VendorMenu';
import * as styles from './PromotionsNav.css';

export interface PromotionsNavItem {
  /** Reported by `onNavigate`. */
  key: string;
  label: string;
  /** The page's own address, so that it opens in a new tab too. */
  href: string;
  /** The page on screen (aria-current). */
  current?: boolean;
}

export interface PromotionsNavProps {
  /** Names the navigation landmark. */
  label: string;
  items: PromotionsNavItem[];
  /** A plain click on an item: the app routes to it. */
  onNavigate: (key: string, href: string) => void;
}

/**
 * The promotion screens side by side (promotions, activity centre, reward centre, jackpot, news and
 * blog), where a player looks for them: at the top of each of these pages.
 */
export function PromotionsNav({ label, items, onNavigate }: PromotionsNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <a
              className={styles.link}
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                routeOnPlainClick(event, () => onNavigate(item.key, item.href))
              }
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
