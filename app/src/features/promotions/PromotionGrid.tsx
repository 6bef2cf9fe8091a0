import { Pagination, Stack } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../../data';
import { DataState } from '../shared';
import { PromotionCard } from './PromotionCard';
import * as styles from '../shared/CentreFrame.css';
import type { PromotionFilter } from './promotionTypes';

const pageSize = 12;

export interface PromotionGridProps {
  type: PromotionFilter;
  onOpen: (id: number) => void;
  /** What to say when there is none; "no promotions of this type" when omitted. */
  empty?: string;
}

/** The promotions of one type (or all), page by page, as cards. */
export function PromotionGrid({ type, onOpen, empty }: PromotionGridProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const promotions = usePromotions({ promotionType: type, pageNo: page, pageSize });
  return (
    <DataState
      source={promotions}
      lines={6}
      isEmpty={(data) => data.list.length === 0}
      empty={empty ?? t('centres.promotions.empty')}
    >
      {(data) => (
        <Stack gap="lg">
          <ul className={styles.tiles}>
            {data.list.map((promotion) => (
              <li key={promotion.promotionId}>
                <PromotionCard promotion={promotion} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </Stack>
      )}
    </DataState>
  );
}
