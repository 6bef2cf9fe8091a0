import { Button, EmptyState, Heading } from '@lobby/design-system';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductLine, VendorCard } from '@lobby/contract';
import { lobbyPageSizeHome } from '../../config/business';
import { useFavourites, useGameList, useHotGames, useSessionState } from '../../data';
import { routeOfLine } from '../../routes/categories';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { vendorHref } from '../games';
import { layoutOfLine, maxVendorRows, type LobbyCategory } from './categories';
import { LobbyGameRow } from './LobbyGameRow';
import * as styles from './HomeLobby.css';

export interface CategoryPanelProps {
  category: LobbyCategory;
  /** The category's product line and its vendors, for the product-line categories. */
  line?: ProductLine;
  vendors: readonly VendorCard[];
  /** The category's name, as on the menu. */
  title: string;
}

/**
 * The games of the chosen category on home (SPEC.md sections 2 and 9). The category's first row is
 * on the first screen (below the banners, the notices and the menu), so its first cards' icons load
 * at once, whichever category the page opens on (the default, hot games, or one from the URL).
 */
export function CategoryPanel({ category, line, vendors, title }: CategoryPanelProps) {
  const { t } = useTranslation();
  if (category === 'hot') return <HotGamesRow />;
  if (category === 'favourites') return <FavouriteGamesRow />;
  if (!line) return null;
  if (vendors.length === 0) return <EmptyState title={t('home.rows.noVendors')} />;
  if (layoutOfLine(line) === 'lineRow') return <LineGamesRow line={line} vendors={vendors} title={title} />;
  // SPEC.md section 9: at most 5 vendor rows in the RNG and live lists.
  return (
    <div className={styles.rows}>
      {vendors.slice(0, maxVendorRows).map((vendor, index) => (
        <VendorGamesRow key={vendor.vassalage} line={line} vendor={vendor} priority={index === 0} />
      ))}
    </div>
  );
}

/** A row holds at most one home page of games (SPEC.md section 9: 12). */
const expectedOf = (count: number) => Math.min(count, lobbyPageSizeHome);

function HotGamesRow() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const { mutate } = hot;
  return (
    <LobbyGameRow
      testId="lobby-row-hot"
      priority
      title={t('home.rows.hot')}
      games={hot.data?.list ?? []}
      loading={hot.isLoading}
      error={hot.error as unknown}
      onRetry={() => void mutate()}
    />
  );
}

/** SPEC.md section 4: favourites need a login; a guest is offered it here too. */
function FavouriteGamesRow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLogin } = useSessionState();
  const { open } = useSite();
  const favourites = useFavourites();
  const headingId = useId();
  if (!isLogin) {
    return (
      <section aria-labelledby={headingId} data-testid="lobby-row-favourites" data-state="login">
        <Heading level={2} size={4} id={headingId}>
          {t('home.rows.favourites')}
        </Heading>
        <EmptyState
          title={t('home.rows.favouritesLogin')}
          action={<Button onClick={() => open({ kind: 'login' })}>{t('home.rows.login')}</Button>}
        />
      </section>
    );
  }
  return (
    <LobbyGameRow
      testId="lobby-row-favourites"
      priority
      title={t('home.rows.favourites')}
      games={favourites.games}
      loading={favourites.isLoading}
      error={favourites.error ?? undefined}
      onRetry={() => void favourites.reload()}
      onMore={() => void navigate(href('favorite'))}
      empty={t('home.rows.favouritesEmpty')}
    />
  );
}

/** One vendor's first games, with "More" to its line's page filtered to it (SPEC.md section 2). */
function VendorGamesRow({ line, vendor, priority }: { line: ProductLine; vendor: VendorCard; priority: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useGameList({ gameType: line, vassalage: vendor.vassalage, pageSize: lobbyPageSizeHome });
  const { mutate } = list;
  const more = vendorHref(line, vendor.vassalage);
  return (
    <LobbyGameRow
      testId={`lobby-row-${vendor.vassalage}`}
      priority={priority}
      title={vendor.displayName}
      games={list.games}
      loading={list.isLoading}
      error={list.error as unknown}
      onRetry={() => void mutate()}
      onMore={more ? () => void navigate(more) : undefined}
      expected={expectedOf(vendor.gameCount)}
      empty={t('home.rows.empty')}
    />
  );
}

/**
 * A line shown as one row (fish, sports, e-sports, PVP, cockfight, exclusive), limited to the
 * category's vendors: asked for by vendor when there is one, else filtered from the line's page.
 */
function LineGamesRow({ line, vendors, title }: { line: ProductLine; vendors: readonly VendorCard[]; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const only = vendors.length === 1 ? vendors[0]?.vassalage : undefined;
  const list = useGameList({ gameType: line, vassalage: only, pageSize: lobbyPageSizeHome });
  const { mutate } = list;
  const codes = useMemo(() => new Set(vendors.map((vendor) => vendor.vassalage)), [vendors]);
  const games = useMemo(() => list.games.filter((game) => codes.has(game.vassalage)), [codes, list.games]);
  const route = routeOfLine[line];
  const expected = expectedOf(vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0));
  return (
    <LobbyGameRow
      testId={`lobby-row-${line}`}
      priority
      title={title}
      games={games}
      loading={list.isLoading}
      error={list.error as unknown}
      onRetry={() => void mutate()}
      onMore={route ? () => void navigate(href(route, { vassalage: only })) : undefined}
      expected={expected}
      empty={t('home.rows.empty')}
    />
  );
}
