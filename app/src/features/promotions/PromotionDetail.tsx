import {
  ActivityAction,
  ActivityStateBadge,
  Heading,
  Image,
  Inline,
  Modal,
  promotionBannerSize,
  RichText,
  Stack,
  Text,
  useToast,
} from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@lobby/contract';
import { usePromotionDetail, useSessionState } from '../../data';
import { DataState, useFormat } from '../shared';
import { ApplyForm } from './ApplyForm';
import { usePromotionText } from './PromotionTile';
import { useImageUrl } from './useImageUrl';
import type { PromotionActHandlers, usePromotionAct } from './usePromotionAct';

export interface PromotionDetailProps {
  promotionId: number;
  /** The application form is open (`?apply=1`). */
  applying: boolean;
  onApplyingChange: (applying: boolean) => void;
  onClose: () => void;
  /** The page's actions, so that a card and its detail share one action in flight. */
  actions: ReturnType<typeof usePromotionAct>;
  onWon?: PromotionActHandlers['onWon'];
}

/**
 * A promotion's details in the site's modal: banner, type, state, period, reward, the player's
 * application, the action its state allows (or the application form), and its rules as sanitised HTML.
 */
export function PromotionDetail({ promotionId, onClose, ...rest }: PromotionDetailProps) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(promotionId);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={detail.data?.title ?? t('promotions.title')}
      size="lg"
    >
      <DataState source={detail} lines={8}>
        {(promotion) => <DetailBody promotion={promotion} {...rest} />}
      </DataState>
    </Modal>
  );
}

function DetailBody({
  promotion,
  applying,
  onApplyingChange,
  actions,
  onWon,
}: Omit<PromotionDetailProps, 'promotionId' | 'onClose'> & { promotion: Promotion }) {
  const { t } = useTranslation();
  const toast = useToast();
  const text = usePromotionText();
  const image = useImageUrl(promotion.bannerUrl);
  const { isLogin, isTrial } = useSessionState();
  const applyTitleId = useId();
  const mayApply =
    (promotion.state === 'JOIN' && promotion.needsApplication) ||
    (promotion.state === 'REJECTED' && promotion.canReapply);
  const reward = text.reward(promotion);
  return (
    <Stack gap="md">
      <Image src={image} alt="" radius="md" {...promotionBannerSize} />
      <Inline gap="sm">
        <Text as="span" size="sm" tone="secondary">
          {text.type(promotion)}
        </Text>
        <ActivityStateBadge state={promotion.state} />
      </Inline>
      <Text size="sm" tone="secondary">
        {text.period(promotion)}
      </Text>
      {reward ? <Text weight="bold">{reward}</Text> : null}
      {promotion.application ? <ApplicationSummary promotion={promotion} /> : null}
      {applying && mayApply && isLogin && !isTrial ? (
        <section aria-labelledby={applyTitleId}>
          <Stack gap="sm">
            <Heading level={3} size={4} id={applyTitleId}>
              {t('promotions.apply.title')}
            </Heading>
            <ApplyForm
              promotion={promotion}
              onCancel={() => onApplyingChange(false)}
              onSent={() => {
                onApplyingChange(false);
                toast.show({
                  tone: 'success',
                  title: t('promotions.apply.sent'),
                  description: t('promotions.apply.sentText', { title: promotion.title }),
                });
              }}
            />
          </Stack>
        </section>
      ) : (
        <ActivityAction
          state={promotion.state}
          kind={promotion.raffleKind ?? 'PROMOTION'}
          needsApplication={promotion.needsApplication}
          canReapply={promotion.canReapply}
          startsAt={text.startsAt(promotion)}
          rejectReason={promotion.rejectReason}
          wonAmount={text.won(promotion)}
          busy={actions.busy(promotion)}
          onAction={() => void actions.act(promotion, { onApply: () => onApplyingChange(true), onWon })}
        />
      )}
      <Heading level={3} size={4}>
        {t('promotions.detail.rules')}
      </Heading>
      <RichText html={promotion.content} />
    </Stack>
  );
}

function ApplicationSummary({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const format = useFormat();
  const application = promotion.application;
  if (!application) return null;
  return (
    <Stack gap="xs">
      <Heading level={3} size={4}>
        {t('promotions.detail.application')}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('promotions.detail.sentOn', { date: format.date(application.time) })}
        {' · '}
        {t('promotions.detail.images', { count: application.imageCount })}
      </Text>
      {application.remark ? (
        <Text size="sm">{t('promotions.detail.remark', { remark: application.remark })}</Text>
      ) : null}
    </Stack>
  );
}
