/**
 * What a player's click on a promotion's action does (SPEC.md section 4): guests and trial users are
 * asked to log in or register first; joining, claiming an issued reward and opening a raffle prize go
 * to the platform once (useIdempotentAction), then a toast tells the result, and the promotions, the
 * balance and the reward badge refresh. Applying opens the application form instead.
 */
import { useToast } from '@lobby/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { useIdempotentAction, usePromotionActions } from '../../data';
import { useSite } from '../../shell/site';
import { useFormat } from '../shared';
import { actionErrorText, alreadyWonAmount } from './actionErrors';

export interface PromotionActHandlers {
  /** The action needs the application form (JOIN with application, REJECTED with a new try). */
  onApply: (promotion: Promotion) => void;
  /** A raffle prize was opened: what was won. */
  onWon?: (promotion: Promotion, amount: number) => void;
  /** An action failed: its words (the toast says them too). */
  onError?: (promotion: Promotion, message: string) => void;
}

export function usePromotionAct() {
  const { t, i18n } = useTranslation();
  const { requireMember } = useSite();
  const toast = useToast();
  const format = useFormat();
  const actions = usePromotionActions();
  // One request per promotion at a time; other promotions' buttons stay live meanwhile.
  const joining = useIdempotentAction(actions.apply, { parallel: true });
  const opening = useIdempotentAction(actions.claimRaffle, { parallel: true });
  const claiming = useIdempotentAction(actions.claim, { parallel: true });

  const fail = useCallback(
    (promotion: Promotion, error: unknown, handlers: PromotionActHandlers) => {
      const won = alreadyWonAmount(error);
      const message =
        won === null ? actionErrorText(i18n, error) : t('promotions.alreadyWon', { amount: format.money(won) });
      toast.show({ tone: 'danger', title: t('promotions.failed'), description: message });
      handlers.onError?.(promotion, message);
      // A refusal means the platform knows better than the page: show its current state.
      void actions.refresh();
    },
    [i18n, t, format, toast, actions],
  );

  const act = useCallback(
    async (promotion: Promotion, handlers: PromotionActHandlers) => {
      if (!requireMember()) return;
      const { state, promotionId } = promotion;
      const applies =
        (state === 'JOIN' && promotion.needsApplication) || (state === 'REJECTED' && promotion.canReapply);
      if (applies) {
        handlers.onApply(promotion);
        return;
      }
      if (state === 'JOIN') {
        const outcome = await joining.run({ promotionId });
        if (outcome?.ok) {
          const raffle = outcome.value.state === 'ISSUED';
          toast.show({
            tone: 'success',
            title: raffle ? t('promotions.drawReady') : t('promotions.joined'),
            description: raffle
              ? t('promotions.drawReadyText')
              : t('promotions.joinedText', { title: promotion.title }),
          });
        } else if (outcome) fail(promotion, outcome.error, handlers);
        return;
      }
      if (state === 'ISSUED' && promotion.raffle) {
        const outcome = await opening.run(promotionId);
        if (outcome?.ok) {
          handlers.onWon?.(promotion, outcome.value.prizeAmount);
          toast.show({
            tone: 'success',
            title: t('promotions.won', { amount: format.money(outcome.value.prizeAmount) }),
            description: t('promotions.wonText'),
          });
        } else if (outcome) fail(promotion, outcome.error, handlers);
        return;
      }
      if (state === 'ISSUED' && promotion.rewardId !== undefined) {
        const { rewardId } = promotion;
        const outcome = await claiming.run(rewardId);
        if (outcome?.ok) {
          toast.show({
            tone: 'success',
            title: t('promotions.claimed'),
            description: t('promotions.claimedText', { amount: format.money(outcome.value.amount) }),
          });
        } else if (outcome) fail(promotion, outcome.error, handlers);
      }
    },
    [requireMember, joining, opening, claiming, toast, t, format, fail],
  );

  const busy = useCallback(
    ({ promotionId, rewardId }: Promotion) =>
      joining.isSending({ promotionId }) ||
      opening.isSending(promotionId) ||
      (rewardId !== undefined && claiming.isSending(rewardId)),
    [joining, opening, claiming],
  );

  return { act, busy };
}
