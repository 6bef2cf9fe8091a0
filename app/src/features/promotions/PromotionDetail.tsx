import { Image, Modal, sanitizeAnnouncement, Stack, Text } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../api/wire/promotions';
import { usePromotionDetail } from '../../data';
import { DataState, useFormat } from '../shared';
import { bannerSize, PromotionPeriod } from './PromotionCard';
import * as styles from '../shared/CentreFrame.css';
import { stateTone } from './promotionTypes';
import { useImageUrl } from './useImageUrl';

/** A promotion's details in the site's modal: banner, period, state, reward and its rules. */
export function PromotionDetail({ promotionId, onClose }: { promotionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(promotionId);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={detail.data?.title ?? t('centres.promotions.title')}
      size="lg"
    >
      <DataState source={detail} lines={8}>
        {(promotion) => <DetailBody promotion={promotion} />}
      </DataState>
    </Modal>
  );
}

function DetailBody({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const format = useFormat();
  const image = useImageUrl(promotion.bannerUrl);
  const rules = useMemo(() => sanitizeAnnouncement(promotion.content), [promotion.content]);
  return (
    <Stack gap="md">
      <Image src={image} alt="" radius="md" {...bannerSize} />
      <Text size="sm" tone="secondary">
        {t(`centres.promotions.types.${promotion.promotionType}`)}
      </Text>
      <PromotionPeriod promotion={promotion} format={format} />
      <Text weight="bold" tone={stateTone[promotion.state]}>
        {t(`centres.promotions.states.${promotion.state}`)}
      </Text>
      {promotion.rewardAmount > 0 ? (
        <Text>{`${t('centres.promotions.reward')}: ${format.money(promotion.rewardAmount)}`}</Text>
      ) : null}
      {/* Sanitised above: the platform's HTML never runs scripts here. */}
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: rules }} />
    </Stack>
  );
}
