import type { ReactNode } from 'react';
import { routeOnPlainClick, VendorMenu, type Vendor } from '../VendorMenu';
import { trigger as itemStyle } from '../VendorMenu/VendorMenu.css';
import * as styles from './TopNav.css';

export interface TopNavItem {
  key: string;
  label: ReactNode;
  href: string;
  /** Vendors of a game category: the item gets a drop menu of them. */
  vendors?: Vendor[];
}

export interface TopNavProps {
  /** In display order; which items to show and their order are the app's decision (SPEC.md section 2). */
  items: TopNavItem[];
  activeKey?: string;
  /** A plain click on an item; modified clicks open the real href in the browser. */
  onNavigate: (key: string, href: string) => void;
  onVendorSelect?: (key: string, vendorCode: string) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
}

/** The top navigation (HOME, PROMO, game categories): real links, vendor drop menus on categories. */
export function TopNav({ items, activeKey, onNavigate, onVendorSelect, label }: TopNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const navigate = () => onNavigate(item.key, item.href);
          return (
            <li key={item.key} className={styles.item}>
              {item.vendors && item.vendors.length > 0 ? (
                <VendorMenu
                  label={item.label}
                  href={item.href}
                  vendors={item.vendors}
                  active={active}
                  onNavigate={navigate}
                  onSelect={(code) => onVendorSelect?.(item.key, code)}
                />
              ) : (
                <a
                  href={item.href}
                  className={itemStyle}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => routeOnPlainClick(event, navigate)}
                >
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
