import { Button, Skeleton, vars } from '@lobby/design-system';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameVendors, useSessionState, useSystemStatus } from '../../data';
import { useSite } from '../../shell/site';
import { CategoryPanel } from './CategoryPanel';
import {
  categoryVendors,
  defaultCategory,
  lineOfCategory,
  visibleCategories,
  type CategoryVendorLists,
  type LobbyCategory,
} from './categories';
import { LobbyGameRow } from './LobbyGameRow';
import { SectionError } from './SectionError';
import type { LobbyQuery } from './useLobbyQuery';
import * as styles from './HomeLobby.css';

/**
 * The lobby's category menu and the chosen category's rows (SPEC.md section 2). The categories are
 * toggle buttons rather than tabs: tabs choose on focus, and choosing favourites as a guest opens the
 * login popup, which must not happen while a keyboard user only moves past it (WCAG 3.2.1).
 */
export function GameMenu({ query }: { query: Pick<LobbyQuery, 'category' | 'setCategory'> }) {
  const { t } = useTranslation();
  const { isLogin } = useSessionState();
  const { open } = useSite();
  const vendors = useGameVendors();
  const { mutate } = vendors;
  const config = useSystemStatus().data?.info.config;
  const lists = useMemo<CategoryVendorLists>(
    () => ({ esportsList: config?.esportsList, cockfightList: config?.cockfightList }),
    [config],
  );
  const lanes = vendors.data?.data.lanes;
  const categories = useMemo(() => (lanes ? visibleCategories(lanes, lists) : []), [lanes, lists]);
  const panelId = useId();
  const label = (category: LobbyCategory) => t(`home.menu.categories.${category}`);

  if (!lanes) {
    if (vendors.error !== undefined) {
      return (
        <SectionError message={t('home.menu.failed')} error={vendors.error as unknown} onRetry={() => void mutate()} />
      );
    }
    return <MenuPlaceholder title={label(query.category ?? defaultCategory)} />;
  }

  const chosen = query.category && categories.includes(query.category) ? query.category : defaultCategory;
  const choose = (category: LobbyCategory) => {
    query.setCategory(category);
    // SPEC.md section 4: favourites while logged out opens the login popup, and the category is still set.
    if (category === 'favourites' && !isLogin) open({ kind: 'login' });
  };
  const line = lineOfCategory[chosen];

  return (
    <section className={styles.menu} aria-label={t('home.menu.label')} data-testid="home-game-menu">
      <div role="group" aria-label={t('home.menu.label')} className={styles.categories}>
        {categories.map((category) => (
          <Button
            key={category}
            size="sm"
            variant={category === chosen ? 'primary' : 'secondary'}
            aria-pressed={category === chosen}
            aria-controls={panelId}
            data-category={category}
            onClick={() => {
              choose(category);
            }}
          >
            {label(category)}
          </Button>
        ))}
      </div>
      <div id={panelId} data-category={chosen}>
        <CategoryPanel
          key={chosen}
          category={chosen}
          line={line}
          vendors={line ? categoryVendors(line, lanes, lists) : []}
          title={label(chosen)}
        />
      </div>
    </section>
  );
}

/** The menu while the vendor lanes load: a bar of buttons and one row, at their final sizes. */
function MenuPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.menu} aria-label={t('home.menu.label')} aria-busy="true" data-testid="home-game-menu">
      <div className={styles.categories} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton
            key={index}
            variant="rect"
            width={`calc(${vars.space.xxl} * 2)`}
            height={vars.component.control.height.sm}
          />
        ))}
      </div>
      <LobbyGameRow title={title} games={[]} loading onRetry={noop} />
    </section>
  );
}

function noop() {
  // Nothing to retry while loading.
}
