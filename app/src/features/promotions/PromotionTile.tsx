import { PromotionCard } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { useFormat } from '../shared';
import { useImageUrl } from './useImageUrl';

/** The words of a promotion that the cards and the detail share: type, period, reward, start. */
export function usePromotionText() {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    type: (promotion: Promotion) => t(`promotions.types.${promotion.promotionType}`),
    period: (promotion: Promotion) =>
      t('promotions.period', {
        start: format.date(promotion.startTime, 'date'),
        end: format.date(promotion.endTime, 'date'),
      }),
    /** A raffle's biggest prize, else the reward (none for a reward of nothing). */
    reward: (promotion: Promotion) =>
      promotion.raffle
        ? t('promotions.upTo', { amount: format.money(promotion.rewardAmount) })
        : promotion.rewardAmount > 0
          ? t('promotions.reward', { amount: format.money(promotion.rewardAmount) })
          : undefined,
    startsAt: (promotion: Promotion) => format.date(promotion.startTime, 'date'),
    won: (promotion: Promotion) =>
      promotion.prizeAmount === undefined ? undefined : format.money(promotion.prizeAmount),
  };
}

export interface PromotionTileProps {
  promotion: Promotion;
  busy: boolean;
  onAction: (promotion: Promotion) => void;
  onOpen: (promotion: Promotion) => void;
  headingLevel?: 2 | 3;
}

/** A promotion as a card, with the action its state allows (SPEC.md section 4). */
export function PromotionTile({ promotion, busy, onAction, onOpen, headingLevel }: PromotionTileProps) {
  const text = usePromotionText();
  const image = useImageUrl(promotion.bannerUrl);
  return (
    <PromotionCard
      title={promotion.title}
      typeLabel={text.type(promotion)}
      imageSrc={image}
      period={text.period(promotion)}
      reward={text.reward(promotion)}
      state={promotion.state}
      kind={promotion.raffleKind ?? 'PROMOTION'}
      needsApplication={promotion.needsApplication}
      canReapply={promotion.canReapply}
      startsAt={text.startsAt(promotion)}
      rejectReason={promotion.rejectReason}
      wonAmount={text.won(promotion)}
      busy={busy}
      onAction={() => onAction(promotion)}
      onOpen={() => onOpen(promotion)}
      headingLevel={headingLevel}
    />
  );
}
