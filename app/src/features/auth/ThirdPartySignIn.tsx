import { ThirdPartyButtons } from '@lobby/design-system';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ThirdPartyChannel } from '@lobby/contract';
import { thirdPartyStartUrl } from '../../api/session';
import { useThirdPartyChannels } from '../../data';
import type { GuardState } from '../../routes/guards';
import { paths } from '../../routes/paths';

/**
 * "Continue with Google / Facebook" in the login and register popups (issue 16 item 2): the site's
 * server takes the player to the provider (server/oidc.ts) and back to this page, or to where a guard
 * sent the player from; /login and /register come back home (they only exist to show their popup).
 */
export function ThirdPartySignIn() {
  const channels = useThirdPartyChannels();
  const location = useLocation();
  const [busy, setBusy] = useState<ThirdPartyChannel>();
  const from = (location.state as GuardState | null)?.from;
  const onAuthRoute = location.pathname === paths.login || location.pathname === paths.register;
  const returnTo = from ?? (onAuthRoute ? paths.home : `${location.pathname}${location.search}${location.hash}`);
  return (
    <ThirdPartyButtons
      channels={channels}
      busy={busy}
      onSelect={(channel) => {
        setBusy(channel);
        window.location.assign(thirdPartyStartUrl(channel, 'login', returnTo));
      }}
    />
  );
}
