import { visuallyHidden } from '@lobby/design-system';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HomeLobby } from '.';
import { paths } from '../../routes/paths';
import { useSite } from '../../shell/site';

/**
 * The home popups, in a chunk of their own (the announcement popup and its HTML sanitiser), opened
 * once the page has painted and the browser is idle: they are not part of the page's first view
 * (Lighthouse: their code and their modal were in the home page's first long task).
 */
const HomePopups = lazy(() => import('../announcements/HomePopups').then((module) => ({ default: module.HomePopups })));

/** Home (SPEC.md section 2): the lobby, its popups, and /login and /register with their popup over it. */
export default function HomePage() {
  const { t } = useTranslation();
  const onAuthRoute = useAuthRoutePopup();
  const idle = useIdle();
  return (
    <>
      <h1 className={visuallyHidden}>{t('home.heading', { site: t('siteName') })}</h1>
      <HomeLobby />
      {/* /login and /register become / once their popup closes: the home popups wait for that page. */}
      {onAuthRoute || !idle ? null : (
        <Suspense fallback={null}>
          <HomePopups />
        </Suspense>
      )}
    </>
  );
}

/**
 * /login and /register show home, then their popup (SPEC.md section 2), opened once; when it closes,
 * the address becomes / again. The query stays while it is open: the register form reads referralCode
 * from it.
 */
function useAuthRoutePopup(): boolean {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { open, popup } = useSite();
  const kind = pathname === paths.login ? 'login' : pathname === paths.register ? 'register' : null;
  const opened = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    if (!kind || opened.current) return;
    opened.current = true;
    open({ kind });
  }, [kind, open]);

  useEffect(() => {
    if (!kind) return;
    // The popup may switch (login <-> register, forgot, change password): only its closing counts.
    if (popup !== null) shown.current = true;
    else if (shown.current) void navigate(paths.home, { replace: true });
  }, [kind, popup, navigate]);

  return kind !== null;
}

/**
 * True once the browser has had an idle moment after the first render (at most 2 s later). Set in a
 * transition, so the popups' render (the announcement popup, its sanitised HTML) is done in slices
 * that yield to the browser, and only their commit is one task: at 412 px and 4x CPU the task that
 * opened the popup took 111-277 ms, 108-127 after.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(
      () => {
        startTransition(() => {
          setIdle(true);
        });
      },
      { timeout: 2000 },
    );
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
