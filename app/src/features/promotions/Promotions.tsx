import { Heading, Tabs } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePromotions } from '../../data';
import { DataState } from '../shared';
import { PromotionDetail } from './PromotionDetail';
import { PromotionGrid } from './PromotionGrid';
import * as styles from '../shared/CentreFrame.css';
import { isPromotionFilter, promotionFilters, type PromotionFilter } from './promotionTypes';

/** Every promotion in one answer, to learn which types exist (the platform lists at most 100 a page). */
const catalogueQuery = { promotionType: 'ALL', pageNo: 1, pageSize: 100 } as const;

/**
 * /promotions: the promotion types present as filter tabs (SPEC.md section 2), the promotions of the
 * chosen one as cards, and a promotion's details in a modal. Type and promotion live in the query
 * (`?type=SLOTS&id=4`), so a link or a reload shows the same view.
 */
export function Promotions() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const catalogue = usePromotions(catalogueQuery);
  const present = useMemo(() => {
    const types = new Set<string>(catalogue.data?.list.map((promotion) => promotion.promotionType));
    return promotionFilters.filter((filter) => filter === 'ALL' || types.has(filter));
  }, [catalogue.data]);

  const requested = params.get('type');
  const type: PromotionFilter = isPromotionFilter(requested) && present.includes(requested) ? requested : 'ALL';
  const id = Number(params.get('id'));
  const openId = Number.isSafeInteger(id) && id > 0 ? id : null;

  const update = (changes: Record<string, string | null>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };
  const open = (promotionId: number) => update({ id: String(promotionId) });

  return (
    <div className={styles.page}>
      <Heading level={1} size={2}>
        {t('centres.promotions.title')}
      </Heading>
      <DataState
        source={catalogue}
        lines={6}
        isEmpty={(data) => data.list.length === 0}
        empty={t('centres.promotions.empty')}
      >
        {() => (
          <Tabs
            label={t('centres.promotions.filter')}
            value={type}
            onValueChange={(value) => update({ type: value === 'ALL' ? null : value })}
            items={present.map((filter) => ({
              value: filter,
              label: t(`centres.promotions.types.${filter}`),
              content: <PromotionGrid type={filter} onOpen={open} />,
            }))}
          />
        )}
      </DataState>
      {openId === null ? null : <PromotionDetail promotionId={openId} onClose={() => update({ id: null })} />}
    </div>
  );
}
