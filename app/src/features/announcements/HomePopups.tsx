import { AnnouncementPopup } from '@lobby/design-system';
import { use, useEffect, useState } from 'react';
import type { Announcement } from '@lobby/contract';
import { useAnnouncements, useApi, useSessionState } from '../../data';
import { AnnouncementsOnScreen } from '../../shell/announcementsOnScreen';
import { useSite } from '../../shell/site';
import {
  homePopupItems,
  markHomePopupsShown,
  toCard,
  viewerOf,
  wereHomePopupsShown,
  type Viewer,
} from './announcementLists';
import { useGoToPromotion } from './useGoToPromotion';

interface Showing {
  viewer: Viewer;
  items: Announcement[];
  /** It holds the first-login announcements (F): the first-login flag is spent once they show. */
  firstLogin: boolean;
}

/**
 * The home popups (publicModal, SPEC.md sections 2 and 4): once per session per user kind, logged-out
 * players see execution B, logged-in players A, plus F on their first login. They wait for any other
 * popup of the site (login, change password, ...) to close, and never open on top of one.
 */
export function HomePopups() {
  const { session } = useApi();
  const { isLogin, user, firstTimeLogin } = useSessionState();
  const { popup } = useSite();
  const { data } = useAnnouncements();
  const viewer = viewerOf(isLogin, user?.customerId);
  const [showing, setShowing] = useState<Showing | null>(null);

  // Chosen while rendering (React's "adjusting state on a change" pattern): a new viewer, or
  // announcements that arrived, decide what to show; sessionStorage says whether it was seen.
  if (data && viewer && popup === null && showing?.viewer !== viewer) {
    const items = homePopupItems(data.popup, { viewer, firstTimeLogin, shown: wereHomePopupsShown(viewer) });
    if (items.length > 0) setShowing({ viewer, items, firstLogin: items.some((item) => item.execution === 'F') });
  }

  // Once on screen they count as seen, even if the page reloads before they are closed.
  useEffect(() => {
    if (!showing) return;
    markHomePopupsShown(showing.viewer);
    if (showing.firstLogin) session.clearFirstTimeLogin();
  }, [showing, session]);

  const close = () => {
    setShowing((current) => (current ? { ...current, items: [], firstLogin: false } : current));
  };
  const goToPromotion = useGoToPromotion(close);

  const visible = showing !== null && showing.viewer === viewer && showing.items.length > 0 && popup === null;
  // The contract popup waits while these are up (one modal dialog at a time).
  const onScreen = use(AnnouncementsOnScreen);
  const { set: setOnScreen } = onScreen;
  useEffect(() => {
    setOnScreen(visible);
    return () => setOnScreen(false);
  }, [visible, setOnScreen]);
  if (!visible) return null;
  return (
    <AnnouncementPopup
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      announcements={showing.items.map(toCard)}
      onGoToPromotion={goToPromotion}
    />
  );
}
