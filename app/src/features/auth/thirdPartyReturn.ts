import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../routes/paths';

/** How a third-party sign-in came back (server/oidc.ts): to complete the login, or why it did not work. */
export type ThirdPartyReturnKind = 'login' | 'cancelled' | 'failed';

/** The outcome a query names, if any. */
function thirdPartyReturnOf(search: string): ThirdPartyReturnKind | undefined {
  const params = new URLSearchParams(search);
  const outcome = params.get('thirdParty');
  if (outcome === 'login') return 'login';
  if (outcome !== 'error') return undefined;
  return params.get('reason') === 'cancelled' ? 'cancelled' : 'failed';
}

/**
 * Back from a third-party sign-in (issue 16 item 2): the site's server sends a login's outcome to
 * /login (server/oidc.ts), whose popup reads it here, once: `?thirdParty=login` completes the login,
 * `?thirdParty=error&reason=` says why not. The query then leaves the address (a reload, or the login
 * popup opened again after register, does not repeat it); `next` stays for useAfterAuth.
 */
export function useThirdPartyReturn(): ThirdPartyReturnKind | undefined {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => (pathname === paths.login ? thirdPartyReturnOf(search) : undefined));
  useEffect(() => {
    if (!outcome) return;
    const params = new URLSearchParams(search);
    if (!params.has('thirdParty')) return;
    params.delete('thirdParty');
    params.delete('reason');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [outcome, pathname, search, hash, navigate]);
  return outcome;
}
