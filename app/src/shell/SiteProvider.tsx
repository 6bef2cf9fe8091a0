import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSessionState } from '../data/ApiProvider';
import { openCustomerServiceWindow } from './customerService';
import { AnnouncementsOnScreen, type AnnouncementsOnScreenValue } from './announcementsOnScreen';
import { sessionLostEvent, SiteContext, type SiteContextValue, type SitePopup } from './site';

// Popups load on demand: their forms and lists stay out of the first visit's download.
const AuthPopup = lazy(() => import('../features/auth/AuthPopup').then((module) => ({ default: module.AuthPopup })));
const HelpModal = lazy(() => import('../features/help/HelpModal').then((module) => ({ default: module.HelpModal })));
const NoticesPopup = lazy(() =>
  import('../features/announcements/NoticesPopup').then((module) => ({ default: module.NoticesPopup })),
);
const RegisterWelcomeDialog = lazy(() =>
  import('../features/auth/RegisterWelcomeDialog').then((module) => ({ default: module.RegisterWelcomeDialog })),
);
const RegisterFirstDialog = lazy(() =>
  import('./RegisterFirstDialog').then((module) => ({ default: module.RegisterFirstDialog })),
);
// SPEC.md section 2: the socket-event listener, for logged-in members only (never trial users).
const EventListener = lazy(() =>
  import('../features/inbox/EventListener').then((module) => ({ default: module.EventListener })),
);
// SPEC.md section 2: the contract popup, for logged-in users; its gate is a chunk of its own too.
const ContractPopupGate = lazy(() =>
  import('../features/contracts/ContractPopupGate').then((module) => ({ default: module.ContractPopupGate })),
);
// Issue 17, item 2: the reality check's timer, for logged-in members; its popup is a chunk of its own.
const RealityCheckGate = lazy(() =>
  import('../features/protection/RealityCheckGate').then((module) => ({ default: module.RealityCheckGate })),
);
const VendorGamesPopup = lazy(() =>
  import('../features/games/VendorGamesPopup').then((module) => ({ default: module.VendorGamesPopup })),
);

/** Holds the popup on screen and the checks before member-only actions; renders the popup. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { isLogin, isTrial } = useSessionState();
  const [popup, setPopup] = useState<SitePopup | null>(null);
  const close = useCallback(() => {
    setPopup(null);
  }, []);

  const requireMember = useCallback(() => {
    if (!isLogin) setPopup({ kind: 'login' });
    else if (isTrial) setPopup({ kind: 'registerFirst' });
    return isLogin && !isTrial;
  }, [isLogin, isTrial]);

  // PLATFORM.md: a lost session drops the token and shows the login popup.
  useEffect(() => {
    const onLost = () => {
      setPopup({ kind: 'login' });
    };
    window.addEventListener(sessionLostEvent, onLost);
    return () => {
      window.removeEventListener(sessionLostEvent, onLost);
    };
  }, []);

  const [announcementsOn, setAnnouncementsOn] = useState(false);
  const announcements = useMemo<AnnouncementsOnScreenValue>(
    () => ({ on: announcementsOn, set: setAnnouncementsOn }),
    [announcementsOn],
  );

  const value = useMemo<SiteContextValue>(
    () => ({ popup, open: setPopup, close, requireMember, openCustomerService: openCustomerServiceWindow }),
    [popup, close, requireMember],
  );

  return (
    <SiteContext value={value}>
      <AnnouncementsOnScreen value={announcements}>
        {children}
        <Suspense fallback={null}>
          <PopupHost popup={popup} onOpen={setPopup} onClose={close} />
          {isLogin && !isTrial ? <EventListener /> : null}
          {isLogin && !isTrial ? <ContractPopupGate /> : null}
          {isLogin && !isTrial ? <RealityCheckGate /> : null}
        </Suspense>
      </AnnouncementsOnScreen>
    </SiteContext>
  );
}

interface PopupHostProps {
  popup: SitePopup | null;
  onOpen: (popup: SitePopup) => void;
  onClose: () => void;
}

function PopupHost({ popup, onOpen, onClose }: PopupHostProps) {
  if (!popup) return null;
  switch (popup.kind) {
    case 'login':
    case 'register':
    case 'forgot':
    case 'changePassword':
      return <AuthPopup popup={popup} onOpen={onOpen} onClose={onClose} />;
    case 'help':
      return <HelpModal anchor={popup.anchor} onClose={onClose} />;
    case 'notices':
      return <NoticesPopup popup={popup} onClose={onClose} />;
    case 'vendorGames':
      return <VendorGamesPopup popup={popup} onClose={onClose} />;
    case 'registerFirst':
      return <RegisterFirstDialog onClose={onClose} />;
    case 'registerWelcome':
      return <RegisterWelcomeDialog welcome={popup.welcome} onClose={onClose} />;
  }
}
