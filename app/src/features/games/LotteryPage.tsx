/**
 * /lottery, /seaLottery, /vnLottery (?gameCode=, login required): a lottery game launched through
 * POST /wps/game/launchGame (SPEC.md sections 2 and 7), beside its family's menu to switch games and
 * the game's latest draws. /lottery holds the lottery families, /vnLottery the Vietnam lotto in the
 * site's prize mode, /seaLottery the SEA lottery (prize mode SEA).
 */
import { Button, EmptyState } from '@lobby/design-system';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LotteryGame, PrizeMode } from '@lobby/contract';
import { useGameVendors, useLaunchLottery, useLotteryMenus, useSessionState, useVnGameMenu } from '../../data';
import { lotteryParams } from '.';
import { GameFrame, GameToolbar } from './GameFrame';
import { seaLotteryVendor, vnLottoVendor } from './launchTarget';
import { LotteryDraws } from './LotteryDraws';
import { LotteryGames } from './LotteryGames';
import { useLotteryPrizeMode } from './lotteryMode';
import { useLaunch } from './useLaunch';
import { href, paths } from '../../routes/paths';
import * as styles from './LotteryPage.css';

type Family = 'lottery' | 'vnLottery' | 'seaLottery';

function familyOf(pathname: string): Family {
  const path = pathname.toLowerCase();
  if (path === paths.vnLottery.toLowerCase()) return 'vnLottery';
  if (path === paths.seaLottery.toLowerCase()) return 'seaLottery';
  return 'lottery';
}

/** The games of the family's menu, and whether the menu has answered (with games or a failure). */
function useFamilyGames(family: Family, prizeMode: PrizeMode | undefined) {
  const families = useLotteryMenus(family === 'lottery');
  const vietnam = useVnGameMenu(prizeMode, family === 'vnLottery' && prizeMode !== undefined);
  // The SEA lottery has no menu: its vendor's lobby is the game.
  if (family === 'seaLottery') return { games: [], settled: true };
  const source = family === 'vnLottery' ? vietnam : families;
  const games: LotteryGame[] = source.data?.groups.flatMap((group) => group.games) ?? [];
  return { games, settled: source.data !== undefined || source.error !== undefined };
}

export default function LotteryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { isTrial } = useSessionState();
  const family = familyOf(pathname);
  const gameCode = params.get(lotteryParams.gameCode) ?? '';
  const sitePrizeMode = useLotteryPrizeMode();
  const menu = useFamilyGames(family, sitePrizeMode);
  const game = menu.games.find((candidate) => candidate.gameCode === gameCode);
  const launchLottery = useLaunchLottery();
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The vendor: from the link, else the menu's game, else the family's own vendor.
  const vassalage =
    params.get(lotteryParams.vassalage) ??
    game?.vassalage ??
    (family === 'vnLottery' ? vnLottoVendor : family === 'seaLottery' ? seaLotteryVendor : undefined);
  // A vendor's lobby (not in the menu) is named after its vendor.
  const vendorName = useGameVendors()
    .data?.data.lanes.flatMap((lane) => lane.cards)
    .find((card) => card.vassalage === vassalage)?.displayName;
  const name = game?.gameName ?? vendorName ?? gameCode;
  const prizeMode: PrizeMode | undefined = family === 'seaLottery' ? 'SEA' : (game?.prizeMode ?? sitePrizeMode);
  // Launch once everything the launcher needs is known, so that it is not launched twice.
  const ready = gameCode !== '' && vassalage !== undefined && prizeMode !== undefined && menu.settled && !isTrial;
  const centre = family === 'lottery' ? 'lott' : 'elott';
  const launch = useLaunch(ready ? `${family}:${gameCode}:${vassalage}` : null, (options) =>
    launchLottery(
      {
        vassalage: vassalage ?? '',
        gameCode,
        prizeMode: prizeMode ?? 'LOTT',
        view: game ? 'betting' : 'lobby',
        backUrl: `${window.location.origin}${href(centre)}`,
      },
      options,
    ),
  );

  const back = (
    <Button variant="secondary" onClick={() => void navigate(href(centre))}>
      {t('games.seamless.back')}
    </Button>
  );
  let body;
  if (!gameCode) body = <EmptyState title={t('games.lottery.choose')} />;
  else if (isTrial) body = <EmptyState title={t('site.registerFirst')} action={back} />;
  else if (menu.settled && vassalage === undefined) body = <EmptyState title={t('games.seamless.missing')} />;
  else body = <GameFrame launch={launch} name={name} frameRef={frameRef} />;

  return (
    <div className={styles.root} data-menu={family === 'seaLottery' ? 'none' : undefined}>
      <div className={styles.main}>
        <GameToolbar
          back={back}
          title={name || t(`games.lines.${family === 'lottery' ? 'LOTT' : 'ELOTT'}`)}
          ready={launch.state.status === 'ready' && ready}
          onReload={launch.retry}
          frameRef={frameRef}
        />
        {body}
      </div>
      {family === 'seaLottery' ? null : (
        <aside className={styles.side} aria-label={t('games.lottery.menu')}>
          <LotteryGames menu={family === 'vnLottery' ? 'vn' : 'lott'} current={gameCode} />
          {game ? <LotteryDraws gameCode={game.gameCode} vietnam={family === 'vnLottery'} /> : null}
        </aside>
      )}
    </div>
  );
}
