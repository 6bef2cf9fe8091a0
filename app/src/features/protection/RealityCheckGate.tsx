import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import type { SessionSummaryValue } from '@lobby/contract';
import { useSessionSummary } from '../../data';
import { loadStringAreas } from '../../i18n/areas';
import { AnnouncementsOnScreen } from '../../shell/announcementsOnScreen';
import { useSite } from '../../shell/site';
import { nextCheckDelay } from './timing';

// The popup's code and its strings load only when a check is due.
const RealityCheckPopup = lazy(() =>
  Promise.all([import('./RealityCheckPopup'), loadStringAreas(['protection'])]).then(([module]) => ({
    default: module.RealityCheckPopup,
  })),
);

/**
 * The reality check's timer (issue 17, item 2), for logged-in members (the caller renders it only for
 * them), on every page of the site, a launched game's too. Every interval counted from the login
 * (timing.ts), it reads the session's summary again and shows it; the next one is counted once the
 * player has answered. Like the site's other popups, it waits while another modal is up.
 */
export function RealityCheckGate() {
  const { data, mutate } = useSessionSummary();
  const [due, setDue] = useState<SessionSummaryValue | null>(null);
  // When each summary arrived, by the browser's clock (timing.ts measures from there).
  const received = useRef(new WeakMap<SessionSummaryValue, number>());
  const announcements = use(AnnouncementsOnScreen).on;
  const { popup } = useSite();

  useEffect(() => {
    if (!data || due) return;
    const now = Date.now();
    if (!received.current.has(data)) received.current.set(data, now);
    const delay = nextCheckDelay(data, received.current.get(data) ?? now, now);
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      // The figures of this moment, not of the last read; a failed read shows the last one.
      void mutate().then(
        (fresh) => setDue(fresh ?? data),
        () => setDue(data),
      );
    }, delay);
    return () => window.clearTimeout(timer);
  }, [data, due, mutate]);

  if (!due || announcements || popup !== null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckPopup summary={due} onClose={() => setDue(null)} />
    </Suspense>
  );
}
