/**
 * Route guards (SPEC.md sections 2 and 6): auth routes need a token (else /login, remembering where
 * the player was going); member pages keep trial users out with 'Please Register An Account First';
 * the agent centre is for agents only (else /agent).
 */
import { Loader } from '@lobby/design-system';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionState } from '../data/ApiProvider';
import { useSite } from '../shell/site';
import { paths } from './paths';

/** Where a guard sent the player from, so that the login can take them back. */
export interface GuardState {
  from?: string;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, pending } = useSessionState();
  const location = useLocation();
  // A server-rendered page cannot know the session: the frame is rendered, the page in the browser.
  if (pending) return <SessionLoader />;
  if (!token) {
    const state: GuardState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

/** Members only: a trial user is warned and sent home. */
export function RequireMember({ children }: { children: ReactNode }) {
  const { token, isTrial } = useSessionState();
  if (token && isTrial) return <TrialRefused />;
  return <RequireAuth>{children}</RequireAuth>;
}

function SessionLoader() {
  const { t } = useTranslation();
  return <Loader label={t('site.loading')} />;
}

function TrialRefused() {
  const { open } = useSite();
  useEffect(() => {
    open({ kind: 'registerFirst' });
  }, [open]);
  return <Navigate to={paths.home} replace />;
}

/**
 * The agent centre: a logged-in agent, else the agent login (SPEC.md section 2). A token that came
 * in the URL is not yet known to be an agent's: wait for member info (restoreSession) to say whose.
 */
export function RequireAgent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token, user, isAgent, pending } = useSessionState();
  if (pending || (token && !user)) return <Loader label={t('site.loading')} />;
  if (!token || !isAgent) return <Navigate to={paths.agent} replace />;
  return children;
}
