/**
 * The lottery menu of a family with its loading, empty and error states: the families' games for
 * lott (SPEC.md section 7: /lgw/games/game_menus), the Vietnam lotto by region in the site's prize
 * mode for elott (/lgw/vn/games/game_menu with prizeMode), led by the games a logged-in player opened
 * last (/lgw/vn/games/game_menu/recent).
 */
import { Button, EmptyState, Heading, Skeleton } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import type { LotteryMenuGroup } from '@lobby/contract';
import { useLotteryMenus, useVnGameMenu, useVnRecentGames } from '../../data';
import * as layout from './GameBrowser.css';
import { LotteryMenu } from './LotteryMenu';
import { useLotteryPrizeMode } from './lotteryMode';

type LotteryFamilyMenu = 'lott' | 'vn';

export interface LotteryGamesProps {
  menu: LotteryFamilyMenu;
  /** The game on screen. */
  current?: string;
}

export function LotteryGames({ menu, current }: LotteryGamesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={layout.section}>
      <Heading level={2} size={3} id={titleId}>
        {t('games.lottery.menu')}
      </Heading>
      {menu === 'vn' ? <VnGames current={current} /> : <FamilyGames current={current} />}
    </section>
  );
}

function FamilyGames({ current }: { current?: string }) {
  return <MenuBody source={useLotteryMenus()} current={current} />;
}

/** The recent games' group: a first group of their own, once the menu is in (a failure only omits it). */
const recentGroupCode = 'recent';

function VnGames({ current }: { current?: string }) {
  const { t } = useTranslation();
  const prizeMode = useLotteryPrizeMode();
  const menu = useVnGameMenu(prizeMode, prizeMode !== undefined);
  const recent = useVnRecentGames().data?.games ?? [];
  const groups = menu.data?.groups;
  const withRecent =
    groups && groups.length > 0 && recent.length > 0
      ? { groups: [{ groupCode: recentGroupCode, displayName: t('games.lottery.recent'), games: recent }, ...groups] }
      : menu.data;
  return <MenuBody source={{ data: withRecent, error: menu.error, mutate: menu.mutate }} current={current} />;
}

interface MenuSource {
  data?: { groups: LotteryMenuGroup[] };
  error?: unknown;
  mutate: () => Promise<unknown>;
}

function MenuBody({ source, current }: { source: MenuSource; current?: string }) {
  const { t, i18n } = useTranslation();
  const groups = source.data?.groups;
  if (groups && groups.length > 0) return <LotteryMenu groups={groups} current={current} level={3} />;
  if (groups) return <EmptyState title={t('games.lottery.menuEmpty')} />;
  if (source.error) {
    return (
      <div role="alert">
        <EmptyState
          title={t('games.lottery.menuFailed')}
          description={errorText(i18n.t, source.error)}
          action={
            <Button variant="secondary" onClick={() => void source.mutate()}>
              {t('games.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div role="status" aria-label={t('games.lottery.menu')}>
      <Skeleton variant="text" lines={6} />
    </div>
  );
}
