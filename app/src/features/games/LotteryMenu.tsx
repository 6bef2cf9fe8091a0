/**
 * A lottery family's games (SPEC.md section 7: /lgw/games/game_menus, /lgw/vn/games/game_menu), as
 * links to the lottery page that launches them (SPEC.md section 2: /lottery or /vnLottery ?gameCode=).
 */
import { Heading, Image } from '@lobby/design-system';
import { Link } from 'react-router-dom';
import type { LotteryGame, LotteryMenuGroup } from '@lobby/contract';
import { href } from '../../routes/paths';
import { lotteryParams, vnLottoVendor } from './launchTarget';
import * as styles from './LotteryMenu.css';

export interface LotteryMenuProps {
  groups: readonly LotteryMenuGroup[];
  /** The game on screen, marked as the current page. */
  current?: string;
  /** The heading level of the group names. */
  level?: 2 | 3;
}

/** The page a lottery game opens in (SPEC.md section 2). */
function lotteryHref(game: LotteryGame): string {
  const route = game.vassalage === vnLottoVendor ? 'vnLottery' : 'lottery';
  return href(route, { [lotteryParams.gameCode]: game.gameCode, [lotteryParams.vassalage]: game.vassalage });
}

const iconPx = 32;

export function LotteryMenu({ groups, current, level = 2 }: LotteryMenuProps) {
  return (
    <div className={styles.root}>
      {groups.map((group) => (
        <div key={group.groupCode} className={styles.group}>
          <Heading level={level} size={4}>
            {group.displayName}
          </Heading>
          <ul className={styles.games}>
            {group.games.map((game) => (
              <li key={game.gameCode}>
                <Link
                  className={styles.game}
                  to={lotteryHref(game)}
                  aria-current={game.gameCode === current ? 'page' : undefined}
                >
                  <Image src={game.iconUrl} alt="" width={iconPx} height={iconPx} radius="sm" />
                  <span>{game.gameName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
