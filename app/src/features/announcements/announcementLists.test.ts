import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementsValue } from '@lobby/contract';
import { homePopupItems, noticeList, viewerOf } from './announcementLists';

let nextId = 1;
const item = (
  execution: Announcement['execution'],
  type: Announcement['type'] = 'PU',
  publishTime = '2026-01-01T00:00:00Z',
): Announcement => ({ id: nextId++, title: `${type} ${execution}`, content: '<p>x</p>', execution, type, publishTime });

describe('home popups (SPEC.md section 4)', () => {
  const guestB = item('B');
  const memberA = item('A');
  const firstF = item('F');
  const popups = [guestB, memberA, firstF];

  it('shows guests B, members A, plus F on the first login', () => {
    expect(homePopupItems(popups, { viewer: 'guest', firstTimeLogin: false, shown: false })).toEqual([guestB]);
    expect(homePopupItems(popups, { viewer: 'member:1', firstTimeLogin: false, shown: false })).toEqual([memberA]);
    expect(homePopupItems(popups, { viewer: 'member:1', firstTimeLogin: true, shown: false })).toEqual([
      memberA,
      firstF,
    ]);
  });

  it('shows nothing again in the same session, except the first-login ones', () => {
    expect(homePopupItems(popups, { viewer: 'guest', firstTimeLogin: false, shown: true })).toEqual([]);
    expect(homePopupItems(popups, { viewer: 'member:1', firstTimeLogin: false, shown: true })).toEqual([]);
    expect(homePopupItems(popups, { viewer: 'member:1', firstTimeLogin: true, shown: true })).toEqual([firstF]);
  });

  it('knows the viewer only once the member is named', () => {
    expect(viewerOf(false, undefined)).toBe('guest');
    expect(viewerOf(true, undefined)).toBeNull();
    expect(viewerOf(true, 7)).toBe('member:7');
  });
});

describe('the notices popup list (SPEC.md section 2)', () => {
  const older = item('A', 'PL', '2026-01-01T00:00:00Z');
  const newer = item('B', 'H', '2026-02-01T00:00:00Z');
  const value: AnnouncementsValue = { banners: [], player: [older], popup: [], promotion: [], marquee: [newer, older] };

  it('lists every announcement once, newest first, the chosen one first', () => {
    expect(noticeList(value).map((notice) => notice.id)).toEqual([String(newer.id), String(older.id)]);
    expect(noticeList(value, String(older.id)).map((notice) => notice.id)).toEqual([
      String(older.id),
      String(newer.id),
    ]);
    expect(noticeList(undefined)).toEqual([]);
  });
});
