/**
 * Which announcements each popup shows (SPEC.md sections 2 and 4). Pure, so the rules are tested
 * without rendering.
 */
import type { Announcement as CardAnnouncement } from '@lobby/design-system';
import type { Announcement, AnnouncementsValue } from '@lobby/contract';
import { readSession, writeSession } from '../../data/storage';

/** The design system's shape of an announcement. */
export function toCard(announcement: Announcement): CardAnnouncement {
  return {
    id: String(announcement.id),
    title: announcement.title,
    content: announcement.content,
    promotionType: announcement.promotionType,
  };
}

/**
 * Every announcement of every list, newest first, each once; the one the player chose (a marquee
 * notice) first, so the popup opens on it.
 */
export function noticeList(value: AnnouncementsValue | undefined, selectedId?: string): CardAnnouncement[] {
  if (!value) return [];
  const byId = new Map<number, Announcement>();
  for (const item of [...value.player, ...value.promotion, ...value.popup, ...value.marquee]) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  const sorted = [...byId.values()].sort((a, b) => Date.parse(b.publishTime) - Date.parse(a.publishTime));
  const chosen = sorted.findIndex((item) => String(item.id) === selectedId);
  if (chosen > 0) sorted.unshift(...sorted.splice(chosen, 1));
  return sorted.map(toCard);
}

/** Who is looking: a guest, or one member (by id). The popups are shown once per session to each. */
export type Viewer = 'guest' | `member:${number}`;

export const viewerOf = (isLogin: boolean, customerId: number | undefined): Viewer | null =>
  !isLogin ? 'guest' : customerId === undefined ? null : `member:${customerId}`;

const shownKey = (viewer: Viewer) => `homePopupsShown:${viewer}`;

/** sessionStorage: a reload does not show them again; a new session (or login) does. */
export const wereHomePopupsShown = (viewer: Viewer) => readSession(shownKey(viewer)) === 'true';
export const markHomePopupsShown = (viewer: Viewer) => {
  writeSession(shownKey(viewer), 'true');
};

export interface HomePopupRule {
  viewer: Viewer;
  /** The session's first login (SPEC.md section 4). */
  firstTimeLogin: boolean;
  /** This viewer saw the popups in this session already. */
  shown: boolean;
}

/**
 * SPEC.md section 4: logged-out players see execution B, logged-in players A, plus F on their first
 * login. F is the first-login action, so it is shown even when A was shown already.
 */
export function homePopupItems(popups: readonly Announcement[], rule: HomePopupRule): Announcement[] {
  const guest = rule.viewer === 'guest';
  return popups.filter((item) => {
    if (guest) return item.execution === 'B' && !rule.shown;
    if (item.execution === 'A') return !rule.shown;
    return item.execution === 'F' && rule.firstTimeLogin;
  });
}
