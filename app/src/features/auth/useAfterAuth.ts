import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GuardState } from '../../routes/guards';
import { paths } from '../../routes/paths';

/**
 * How an auth popup ends (SPEC.md sections 2 and 4): it closes, and the player goes where the flow
 * says. When the player must move, the popup closes only once the new page is there: /login and
 * /register turn into / as soon as their popup closes, which must not overtake the move.
 */
export function useAfterAuth(close: () => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  // /login and /register only exist to show their popup over home (SPEC.md section 2).
  const onAuthRoute = pathname === paths.login || pathname === paths.register;
  // Where to go after a login: where a guard sent the player from, or /login's `next` (a third-party
  // sign-in comes back to /login with it: server/oidc.ts), a path of this site only.
  const from = (location.state as GuardState | null)?.from ?? (onAuthRoute ? nextOf(location.search) : undefined);
  // The page the player is leaving, until the next one is shown.
  const leavingFrom = useRef<string | null>(null);

  useEffect(() => {
    if (leavingFrom.current === null || leavingFrom.current === pathname) return;
    leavingFrom.current = null;
    close();
  }, [pathname, close]);

  const leaveFor = useCallback(
    (to: string) => {
      if (to.split(/[?#]/)[0] === pathname) {
        close();
        return;
      }
      leavingFrom.current = pathname;
      void navigate(to, { replace: onAuthRoute });
    },
    [pathname, onAuthRoute, navigate, close],
  );

  /** After a login: back where a guard sent the player from, home from /login, else stay. */
  const afterLogin = useCallback(() => {
    if (from) leaveFor(from);
    else if (onAuthRoute) leaveFor(paths.home);
    else close();
  }, [from, onAuthRoute, leaveFor, close]);

  /** After a registration, a password change or reset, or a free-play login: home (SPEC.md section 4). */
  const goHome = useCallback(() => {
    leaveFor(paths.home);
  }, [leaveFor]);

  return useMemo(() => ({ afterLogin, goHome, leaveFor }), [afterLogin, goHome, leaveFor]);
}

/** /login's `next`, when it is a path of this site (never another site: `//host` or `/\\host`). */
function nextOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : undefined;
}
