/**
 * A product line's games (SPEC.md sections 2, 4 and 9): its vendors in a drop menu (`?vassalage=`),
 * its classes as filters (`?classify=`), a search by game name (`?q=`), and the games in the design
 * system's virtualised grid, read in pages of 24 that append.
 */
import {
  Button,
  EmptyState,
  GameGrid,
  Heading,
  Text,
  TextField,
  VendorMenu,
  visuallyHidden,
} from '@lobby/design-system';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api';
import type { ProductLine, VendorCard, VendorLane } from '@lobby/contract';
import { useGameList, useGameVendors, useSystemStatus, useVendorGameTypes, type GameListFilter } from '../../data';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { classifyOptions, filterOfClassify } from './classifies';
import * as styles from './GameBrowser.css';
import { useLineQuery } from './useLineQuery';
import { useGameCards } from './usePlay';

export interface GameBrowserProps {
  line: ProductLine;
}

/** The code that stands for "every vendor" in the vendor menu. */
const allVendors = '';

export function GameBrowser({ line }: GameBrowserProps) {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const lanes = vendors.data?.data.lanes;
  const lane = lanes?.find((candidate) => candidate.title === line);
  const title = lane?.displayName ?? t(`games.lines.${line}`);
  const titleId = useId();

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {vendors.error && !lanes ? (
        <>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          <LanesFailed error={vendors.error as unknown} onRetry={() => void vendors.mutate()} />
        </>
      ) : lanes && (!lane || lane.cards.length === 0) ? (
        <>
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
          <NoVendors />
        </>
      ) : (
        <LineGames line={line} title={title} titleId={titleId} lanes={lanes} lane={lane} />
      )}
    </section>
  );
}

interface LineGamesProps {
  line: ProductLine;
  title: string;
  titleId: string;
  /** Undefined while the lanes load: the games are asked for at once all the same. */
  lanes: readonly VendorLane[] | undefined;
  lane: VendorLane | undefined;
}

function LineGames({ line, title, titleId, lanes, lane }: LineGamesProps) {
  const { t, i18n } = useTranslation();
  const { open } = useSite();
  const query = useLineQuery();
  const { vassalage, classify, search } = query;
  const vendorTypes = useVendorGameTypes();
  const vendor = lane?.cards.find((card) => card.vassalage === vassalage);
  const languages = useSystemStatus().data?.info.config.supportedLanguages;

  const options = useMemo(
    () =>
      classifyOptions({
        line,
        lanes: lanes ?? [],
        vendorChosen: vassalage !== undefined,
        vendorClasses: vassalage ? vendorTypes.data?.content[line]?.[vassalage] : undefined,
        languages: languages ?? [],
      }),
    [languages, lanes, line, vassalage, vendorTypes.data],
  );

  const filter = useMemo<GameListFilter>(
    () => ({ ...filterOfClassify(line, classify), vassalage, gameName: search || undefined }),
    [classify, line, search, vassalage],
  );
  const list = useGameList(filter);
  const { cards, actions } = useGameCards(list.games);
  const loadingMore = list.isValidating && list.data !== undefined && list.size > list.data.length;

  const chooseVendor = (code: string) => {
    const card = lane?.cards.find((candidate) => candidate.vassalage === code);
    // SPEC.md section 2: a vendor flagged VASSALAGE opens its games in a popup list.
    if (card?.isGame === 'VASSALAGE') {
      open({ kind: 'vendorGames', vassalage: card.vassalage, gameType: line, title: card.displayName });
      return;
    }
    query.setVassalage(code === allVendors ? undefined : code);
  };

  return (
    <>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Heading level={1} id={titleId}>
            {vendor ? `${title} · ${vendor.displayName}` : title}
          </Heading>
          {list.data ? (
            <Text size="sm" tone="secondary" aria-live="polite">
              {t('games.vendorCount', { count: list.totalCount })}
            </Text>
          ) : null}
        </div>
        {lane ? (
          <VendorMenu
            label={
              <>
                <span className={visuallyHidden}>{`${t('games.vendors')}: `}</span>
                {vendor?.displayName ?? t('games.allVendors')}
              </>
            }
            vendors={vendorItems(lane.cards, t('games.allVendors'))}
            onSelect={chooseVendor}
            active={vendor !== undefined}
          />
        ) : null}
        <div className={styles.search}>
          <TextField
            type="search"
            label={t('games.search')}
            hideLabel
            placeholder={t('games.searchPlaceholder')}
            value={query.searchText}
            onChange={(event) => query.setSearchText(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <GameGrid
        games={cards}
        {...actions}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loading={list.isLoading}
        loadingMore={loadingMore}
        error={list.error ? `${t('games.loadFailed')} ${errorText(i18n.t, list.error)}` : undefined}
        onRetry={() => void list.mutate()}
        empty={search ? t('games.searchEmpty', { query: search }) : t('games.empty')}
        classifies={options.map((option) => ({
          key: option.key,
          label: option.label ?? t('games.classifyAll'),
          count: option.count,
        }))}
        classify={classify}
        onClassifyChange={query.setClassify}
      />
    </>
  );
}

function vendorItems(cards: readonly VendorCard[], allLabel: string) {
  return [
    { code: allVendors, name: allLabel },
    ...cards.map((card) => ({ code: card.vassalage, name: card.displayName, logo: card.smallIcon })),
  ];
}

/** The lanes failed: nothing can be shown about the line, the player can try again. */
export function LanesFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed title={t('games.vendorsFailed')} error={error} onRetry={onRetry} />;
}

/** A failed load of the games feature: what failed, the platform's reason, and a retry. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        title={title}
        description={errorText(i18n.t, error)}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('games.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** A line without vendors (SPEC.md section 2 hides it from the menus; a typed URL still lands here). */
export function NoVendors() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('games.noVendors')}
      action={
        <Button variant="secondary" onClick={() => void navigate(href('home'))}>
          {t('games.toLobby')}
        </Button>
      }
    />
  );
}
