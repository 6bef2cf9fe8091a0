import { lazy, Suspense, use, useState } from 'react';
import { useConsolidatedFunds } from '../../data';
import { loadStringAreas } from '../../i18n/areas';
import { AnnouncementsOnScreen } from '../../shell/announcementsOnScreen';
import { useSite } from '../../shell/site';

// The popup's code and its strings load only when a request waits for this user (SPEC.md section 2).
const ContractPopup = lazy(() =>
  Promise.all([import('./ContractPopup'), loadStringAreas(['agent'])]).then(([module]) => ({
    default: module.ContractPopup,
  })),
);

/**
 * The contract popup for logged-in non-trial users (the caller renders it only for them): the
 * consolidated funds (fetched only when AGENTPOLICY3 is on) flag a new contract or a termination
 * waiting for this user's answer (dailysalreqtype, divtypereq, contracthoursalreqtype,
 * realtimesalreqtype; SPEC.md section 3). Closed, it stays closed until a new request arrives.
 */
export function ContractPopupGate() {
  const funds = useConsolidatedFunds().data;
  const flags = funds
    ? [funds.divtypereq, funds.dailysalreqtype, funds.contracthoursalreqtype, funds.realtimesalreqtype].join('')
    : '0000';
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);
  // One modal dialog at a time: it waits while the home page's announcements or a site popup (login,
  // help, ...) are up, and comes back after them.
  const announcements = use(AnnouncementsOnScreen).on;
  const { popup } = useSite();
  // Once open, it stays open after an answer (to show the result) until the user closes it.
  if (!showing && flags !== '0000' && flags !== dismissed) setShowing(true);
  if (!showing || announcements || popup !== null) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup
        onClose={() => {
          setShowing(false);
          setDismissed(flags);
        }}
      />
    </Suspense>
  );
}
