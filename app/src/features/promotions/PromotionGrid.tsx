import { Pagination, Stack } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { usePromotions } from '../../data';
import { CardGrid, DataState } from '../shared';
import { PromotionTile } from './PromotionTile';
import type { PromotionFilter } from './promotionTypes';

const pageSize = 12;

export interface PromotionGridProps {
  type: PromotionFilter;
  onAction: (promotion: Promotion) => void;
  busy: (promotion: Promotion) => boolean;
  onOpen: (promotion: Promotion) => void;
}

/** The promotions of one type (or all), page by page, as cards with their actions. */
export function PromotionGrid({ type, onAction, busy, onOpen }: PromotionGridProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const promotions = usePromotions({ promotionType: type, pageNo: page, pageSize });
  return (
    <DataState
      source={promotions}
      lines={6}
      isEmpty={(data) => data.list.length === 0}
      empty={type === 'ALL' ? t('promotions.emptyAll') : t('promotions.empty')}
    >
      {(data) => (
        <Stack gap="lg">
          <CardGrid>
            {data.list.map((promotion) => (
              <li key={promotion.promotionId}>
                <PromotionTile promotion={promotion} busy={busy(promotion)} onAction={onAction} onOpen={onOpen} />
              </li>
            ))}
          </CardGrid>
          <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </Stack>
      )}
    </DataState>
  );
}
