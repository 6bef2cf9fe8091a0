import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After each navigation (SPEC.md section 2): when the route changes (its path, not just its query
 * or anchor), the page scrolls to the top; a link with an anchor scrolls to that anchor instead.
 * The route loader (the Suspense fallback of each page) is gone as soon as the page has rendered.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
