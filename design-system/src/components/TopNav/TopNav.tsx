import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  const listRef = useRef<HTMLUListElement>(null);
  useFitDensity(listRef, items.map((item) => item.key).join());
  return (
    <nav aria-label={label}>
      {/* data-density is set before hydration, by topNavFitScript. */}
      <ul className={styles.list} ref={listRef} data-fit="" suppressHydrationWarning>
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

/**
 * Tightens a row of items only as far as it needs to fit: density 0 is the full size, 1 drops item
 * padding, 2 also a step of type size (TopNav.css.ts); a row that does not fit at 2 scrolls. One
 * function with nothing from outside it: the head script below carries its source.
 *
 * Under 768 px (a phone; TopNav.css.ts starts the row at 2 there) the row does not fit even at 2
 * unless it has very few items, so 2 is tried first there: one layout instead of three (the frame
 * that first paints home on Lighthouse's mobile preset spent 28 ms at 1x CPU in this function, 9 of
 * them on the steps to 1 and 2). The result is the same either way: the first density of 0, 1, 2 at
 * which the row fits, else 2.
 */
function fitRow(row: HTMLElement) {
  const fits = (density: string) => {
    row.dataset.density = density;
    return row.scrollWidth <= row.clientWidth;
  };
  if (typeof matchMedia === 'function' && matchMedia('screen and (max-width: 767px)').matches && !fits('2')) return;
  for (const density of ['0', '1', '2']) {
    if (fits(density)) return;
  }
}

/**
 * For the page's head: fits each row before it is first painted (an animation frame's callbacks
 * run before its paint), until the document is parsed. The hook below measures the same row again
 * when the page hydrates, which comes after the first paint (render.ts: deferEntry): a row that
 * painted at full size and then tightened moved every item after the first (Spanish needs 1,372
 * px at full size: on Lighthouse's 1,350 px desktop the items moved by 8-80 px, CLS 0.0026).
 */
export const topNavFitScript =
  `(function(){var fit=${fitRow.toString()};function frame(){` +
  `var rows=document.querySelectorAll("ul[data-fit]:not([data-density])");` +
  `for(var i=0;i<rows.length;i++)fit(rows[i]);` +
  `if(document.readyState==="loading")requestAnimationFrame(frame)}requestAnimationFrame(frame)})();`;

/**
 * Fits the row (fitRow), measured again when the row or an item changes size (a resize, a
 * language, the web font arriving).
 */
function useFitDensity(ref: RefObject<HTMLElement | null>, itemKeys: string) {
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return undefined;
    const fit = () => fitRow(row);
    // Measured before the first paint: leaving it to the observer's first call painted the row once
    // at full size and then moved its items (Lighthouse CLS 0.003).
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    for (const item of row.children) observer.observe(item);
    return () => observer.disconnect();
  }, [ref, itemKeys]);
}
