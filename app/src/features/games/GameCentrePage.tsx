/**
 * /sports, /esports, /lott, /elott: a product line's centre (SPEC.md section 2). Lines whose vendors
 * each have a single lobby game show one card per vendor that launches it; the lottery lines add
 * their game menu; a line whose vendors have many games shows them as the game lists do.
 */
import { Heading } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ProductLine } from '@lobby/contract';
import { useGameVendors } from '../../data';
import { GameBrowser, LanesFailed, NoVendors } from './GameBrowser';
import * as layout from './GameBrowser.css';
import { LotteryGames } from './LotteryGames';
import { VendorLobbies } from './VendorLobbies';
import { lineOfPath } from '../../routes/categories';
import NotFoundPage from '../../pages/NotFoundPage';

export default function GameCentrePage() {
  const { pathname } = useLocation();
  const line = lineOfPath(pathname);
  if (!line) return <NotFoundPage />;
  return <GameCentre key={line} line={line} />;
}

function GameCentre({ line }: { line: ProductLine }) {
  const { t } = useTranslation();
  const titleId = useId();
  const vendorsId = useId();
  const vendors = useGameVendors();
  const lanes = vendors.data?.data.lanes;
  const lane = lanes?.find((candidate) => candidate.title === line);
  if (lane?.cards.some((card) => card.gameCount > 1)) return <GameBrowser line={line} />;

  const title = lane?.displayName ?? t(`games.lines.${line}`);
  let body;
  if (vendors.error && !lanes)
    body = <LanesFailed error={vendors.error as unknown} onRetry={() => void vendors.mutate()} />;
  else if (lanes && (!lane || lane.cards.length === 0)) body = <NoVendors />;
  else {
    body = (
      <>
        <section aria-labelledby={vendorsId} className={layout.section}>
          <Heading level={2} size={3} id={vendorsId}>
            {t('games.vendors')}
          </Heading>
          <VendorLobbies line={line} />
        </section>
        {line === 'LOTT' ? <LotteryGames menu="lott" /> : null}
        {line === 'ELOTT' ? <LotteryGames menu="vn" /> : null}
      </>
    );
  }

  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {body}
    </section>
  );
}
