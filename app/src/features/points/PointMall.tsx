import { Heading, Tabs } from '@lobby/design-system';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { centreLayout as styles } from '../shared';
import { DetailsTab } from './DetailsTab';
import { GiftsTab } from './GiftsTab';
import { HistoryTab } from './HistoryTab';
import { mallTabs, useMallQuery, type MallTab } from './mallQuery';
import { PointsSummary } from './PointsSummary';
import { RatesTab } from './RatesTab';
import { RulesTab } from './RulesTab';

const tabViews: Record<MallTab, ComponentType> = {
  gifts: GiftsTab,
  history: HistoryTab,
  details: DetailsTab,
  rules: RulesTab,
  rates: RatesTab,
};

/**
 * /pointMall (SPEC.md sections 1, 2 and 7): the member's points with the conversion into money, then
 * the mall's tabs, each reachable by its URL (`?tab=history`): redeem gifts, redeem history, point
 * details, rules and the exchange-rate table. Only the open tab loads its data.
 */
export function PointMall() {
  const { t } = useTranslation();
  const query = useMallQuery();
  return (
    <div className={styles.page}>
      <Heading level={1} size={2}>
        {t('points.title')}
      </Heading>
      <PointsSummary />
      <Tabs
        label={t('points.tabsLabel')}
        value={query.tab}
        onValueChange={(value) => query.setTab(value as MallTab)}
        items={mallTabs.map((tab) => {
          const View = tabViews[tab];
          return { value: tab, label: t(`points.tabs.${tab}`), content: <View /> };
        })}
      />
    </div>
  );
}
