import { Button, Heading, Image, Text } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../api/wire/promotions';
import { useFormat } from '../shared';
import * as styles from '../shared/CentreFrame.css';
import { stateTone } from './promotionTypes';
import { useImageUrl } from './useImageUrl';

/** The banner's intrinsic size, so the card keeps its shape before the image arrives. */
export const bannerSize = { width: 720, height: 300 } as const;

/** One promotion: banner, type, title, period and the player's state in it. */
export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const image = useImageUrl(promotion.bannerUrl);
  return (
    <article className={styles.tile} aria-labelledby={titleId}>
      <Image src={image} alt="" {...bannerSize} />
      <div className={styles.tileBody}>
        <Text size="sm" tone="secondary">
          {t(`centres.promotions.types.${promotion.promotionType}`)}
        </Text>
        <Heading level={2} size={4} id={titleId}>
          {promotion.title}
        </Heading>
        <PromotionPeriod promotion={promotion} format={format} />
        <Text size="sm" weight="bold" tone={stateTone[promotion.state]}>
          {t(`centres.promotions.states.${promotion.state}`)}
        </Text>
        <div className={styles.tileAction}>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={titleId}
            onClick={() => onOpen(promotion.promotionId)}
          >
            {t('centres.promotions.details')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** "Period: 01/05/2026 – 30/05/2026", dates in the platform's clock. */
export function PromotionPeriod({ promotion, format }: { promotion: Promotion; format: ReturnType<typeof useFormat> }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" tone="secondary">
      {`${t('centres.promotions.period')}: ${format.date(promotion.startTime, 'date')} – ${format.date(promotion.endTime, 'date')}`}
    </Text>
  );
}
