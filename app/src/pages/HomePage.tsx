import { visuallyHidden } from '@lobby/design-system';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HomePopups } from '../features/announcements';
import { HomeLobby } from '../features/lobby';
import { paths } from '../routes/paths';
import { useSite } from '../shell/site';

/** Home (SPEC.md section 2): the lobby, its popups, and /login and /register with their popup over it. */
export default function HomePage() {
  const { t } = useTranslation();
  const onAuthRoute = useAuthRoutePopup();
  return (
    <>
      <h1 className={visuallyHidden}>{t('home.heading', { site: t('siteName') })}</h1>
      <HomeLobby />
      {/* /login and /register become / once their popup closes: the home popups wait for that page. */}
      {onAuthRoute ? null : <HomePopups />}
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
