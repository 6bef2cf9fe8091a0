import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionState } from '../data/ApiProvider';
import { useSite } from './site';

/**
 * Back from a third-party sign-in (issue 16 item 2; server/oidc.ts): `?thirdParty=login` opens the
 * login popup, which completes the login; `?thirdParty=error&reason=` opens it with the reason. The
 * query goes at once (history.replaceState through the router), so a reload does not repeat it.
 * A link (`?thirdParty=link`), and a failed link of a logged-in member, are the security centre's.
 */
export function ThirdPartyReturn() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { open } = useSite();
  const { isLogin } = useSessionState();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('thirdParty');
    if (outcome !== 'login' && (outcome !== 'error' || isLogin)) return;
    const reason = params.get('reason') === 'cancelled' ? 'cancelled' : 'failed';
    params.delete('thirdParty');
    params.delete('reason');
    open({ kind: 'login', thirdParty: outcome === 'login' ? 'login' : reason });
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, isLogin, open, navigate]);
  return null;
}
