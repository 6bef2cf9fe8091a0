import { Heading, Image, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '../../api/wire/points';
import { useFormat } from '../shared';
import { useImageUrl } from '../promotions/useImageUrl';
import * as styles from '../shared/CentreFrame.css';

/** The gift picture's intrinsic size. */
const pictureSize = { width: 320, height: 240 } as const;

/**
 * One gift of the mall: picture, name, points required, what a cash gift pays, stock, and whether the
 * member's points reach it (`balance` null while unknown). Redeeming needs the password and address
 * form of the points pages, so the card shows no redeem action yet.
 */
export function GiftCard({ reward, balance }: { reward: PointReward; balance: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const image = useImageUrl(reward.imageUrl);
  const missing = balance === null ? null : reward.pointsRequired - balance;
  const points = (count: number) => t('centres.points.pointsCount', { count, formatted: format.number(count) });
  return (
    <article className={styles.tile}>
      <Image src={image} alt="" {...pictureSize} />
      <div className={styles.tileBody}>
        <Heading level={3} size={4}>
          {reward.name}
        </Heading>
        {reward.kind === 'CASH' ? (
          <Text size="sm" tone="secondary">
            {t('centres.points.cash', { amount: format.money(reward.amount) })}
          </Text>
        ) : null}
        <Text weight="bold">{points(reward.pointsRequired)}</Text>
        {reward.stock > 0 ? (
          <Text size="sm" tone="secondary">
            {t('centres.points.stock', { number: format.number(reward.stock) })}
          </Text>
        ) : (
          <Text size="sm" tone="danger">
            {t('centres.points.outOfStock')}
          </Text>
        )}
        {missing === null ? null : missing <= 0 ? (
          <Text size="sm" tone="success">
            {t('centres.points.enough')}
          </Text>
        ) : (
          <Text size="sm" tone="warning">
            {t('centres.points.needMore', { points: format.number(missing) })}
          </Text>
        )}
      </div>
    </article>
  );
}
