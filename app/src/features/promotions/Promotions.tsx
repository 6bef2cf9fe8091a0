import { Heading, Tabs } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../data';
import { DataState } from '../shared';
import { centreLayout as styles } from '../shared';
import { PromotionDetail } from './PromotionDetail';
import { PromotionGrid } from './PromotionGrid';
import { PromotionLinks } from './PromotionLinks';
import { isPromotionFilter, promotionFilters, type PromotionFilter } from './promotionTypes';
import { usePromotionAct } from './usePromotionAct';
import { usePromotionQuery } from './usePromotionQuery';

/** Every promotion in one answer, to learn which types exist (the platform lists at most 100 a page). */
const catalogueQuery = { promotionType: 'ALL', pageNo: 1, pageSize: 100 } as const;

/**
 * /promotions: the promotion types as filter tabs (SPEC.md section 2), the promotions of the chosen
 * one as cards with the action each state allows (section 4), and a promotion's details, with the
 * application form, in a modal. Only the types that have promotions get a tab: fifteen tabs, most of
 * them empty, would bury the few that matter; an address naming a type without promotions shows all.
 * Type, promotion and form live in the query (`?type=SLOTS&id=4&apply=1`).
 */
export function Promotions() {
  const { t } = useTranslation();
  const query = usePromotionQuery();
  const actions = usePromotionAct();
  const catalogue = usePromotions(catalogueQuery);
  const present = useMemo(() => {
    const types = new Set<string>(catalogue.data?.list.map((promotion) => promotion.promotionType));
    return promotionFilters.filter((filter) => filter === 'ALL' || types.has(filter));
  }, [catalogue.data]);

  const requested = query.params.get('type');
  const type: PromotionFilter = isPromotionFilter(requested) && present.includes(requested) ? requested : 'ALL';
  const grid = {
    busy: actions.busy,
    onOpen: (promotion: { promotionId: number }) => query.open(promotion.promotionId),
    onAction: (promotion: Parameters<typeof actions.act>[0]) =>
      void actions.act(promotion, { onApply: () => query.open(promotion.promotionId, true) }),
  };

  return (
    <div className={styles.page}>
      <Heading level={1} size={2}>
        {t('promotions.title')}
      </Heading>
      <PromotionLinks current="promotions" />
      <DataState
        source={catalogue}
        lines={6}
        isEmpty={(data) => data.list.length === 0}
        empty={t('promotions.emptyAll')}
      >
        {() => (
          <Tabs
            label={t('promotions.filter')}
            value={type}
            onValueChange={(value) => query.update({ type: value === 'ALL' ? null : value })}
            items={present.map((filter) => ({
              value: filter,
              label: t(`promotions.types.${filter}`),
              content: <PromotionGrid type={filter} {...grid} />,
            }))}
          />
        )}
      </DataState>
      {query.openId === null ? null : (
        <PromotionDetail
          promotionId={query.openId}
          applying={query.applying}
          onApplyingChange={query.setApplying}
          onClose={query.close}
          actions={actions}
        />
      )}
    </div>
  );
}
