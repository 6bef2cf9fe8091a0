import { HydrationBoundary, SkipLink } from '@lobby/design-system';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteAnalytics } from '../features/consent';
import { SiteFooter } from '../features/footer';
import { Preferences, SiteHeader } from '../features/header';
import { SiteMenu, useSideMenuCollapsed } from '../features/sidemenu';
import { CustomerServiceHost } from '../features/support';
import { isGamePage } from '../routes/paths';
import * as styles from './MainLayout.css';

/** The id of the page's main content: the skip link's target. */
export const mainContentId = 'main-content';

export interface SiteFrameProps {
  /** SPEC.md section 2: seamless games have no footer. */
  footer: boolean;
}

/**
 * The site's frame (SPEC.md section 2): skip link, header, the collapsible side menu (hidden on game
 * pages; a rail beside the member centre's own menu until the player opens it: shell/sideMenu.tsx),
 * the page and the footer. The language and theme switchers sit in the side menu (SPEC.md
 * section 2), and in the header whenever the side menu is hidden or collapsed, so that they can
 * always be reached.
 */
export function SiteFrame({ footer }: SiteFrameProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useSideMenuCollapsed(pathname);
  const showMenu = !isGamePage(pathname);
  const preferencesInMenu = showMenu && !collapsed;
  const frameRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  useStickyHeaderSize(frameRef, headerRef);

  return (
    <div className={styles.frame} ref={frameRef}>
      <SkipLink target={mainContentId}>{t('site.skipToContent')}</SkipLink>
      <div className={styles.header} ref={headerRef}>
        <HydrationBoundary>
          <SiteHeader preferences={preferencesInMenu ? undefined : <Preferences />} />
        </HydrationBoundary>
      </div>
      <div className={styles.body}>
        {showMenu ? (
          <div className={styles.menu}>
            <HydrationBoundary>
              <SiteMenu
                collapsed={collapsed}
                onCollapsedChange={setCollapsed}
                languageSelect={preferencesInMenu ? <Preferences /> : undefined}
              />
            </HydrationBoundary>
          </div>
        ) : null}
        <div className={styles.column}>
          <main id={mainContentId} tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          {footer ? (
            <div className={styles.footer}>
              <HydrationBoundary>
                <SiteFooter />
              </HydrationBoundary>
            </div>
          ) : null}
        </div>
      </div>
      <CustomerServiceHost />
      <SiteAnalytics />
    </div>
  );
}

/** The custom property's name inside `var(--name)`. */
const headerSizeProperty = styles.headerSize.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * Keeps the header's height in a custom property: the side menu sits below the sticky header, and
 * anchors scrolled to (help topics) are not hidden under it. A ResizeObserver reports the size after
 * layout and before paint, so nothing moves and nothing forces an extra layout while the page is
 * still being built (reading it in the layout effect cost 20 ms of the home page's start, Lighthouse).
 */
function useStickyHeaderSize(frameRef: RefObject<HTMLDivElement | null>, headerRef: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const header = headerRef.current;
    if (!frame || !header) return;
    const root = document.documentElement;
    const apply = (height: number) => {
      const size = `${String(height)}px`;
      frame.style.setProperty(headerSizeProperty, size);
      root.style.scrollPaddingBlockStart = size;
    };
    if (typeof ResizeObserver === 'undefined') {
      apply(header.getBoundingClientRect().height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) apply(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBlockStart = '';
    };
  }, [frameRef, headerRef]);
}

/** The main layout: side menu, header, content and footer (SPEC.md section 2). */
export function MainLayout() {
  return <SiteFrame footer />;
}
