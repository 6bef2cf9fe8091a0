import { useId } from 'react';
import { type PointRewardKind } from '@lobby/contract';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Image } from '../../components/Image';
import { Heading } from '../../components/Text';
import { useDsTranslation } from '../../i18n';
import { usePointsFormat } from '../points';
import * as styles from './GiftCard.css';

/** One reward of the points mall (SPEC.md section 3: points required, unit, stock). */
export interface Gift {
  id: string;
  name: string;
  imageSrc: string;
  /** A CASH reward pays money to a payment account; a GIFT is shipped to an address. */
  kind: PointRewardKind;
  pointsRequired: number;
  /** What one unit of a CASH reward pays. */
  cashAmount?: number;
  stock: number;
  /** The unit in the reader's words ("piece", "USD"). */
  unit: string;
}

export interface GiftCardProps {
  gift: Gift;
  /** The member's points; null while unknown (no verdict is shown, and nothing can be redeemed yet). */
  balance: number | null;
  /** Before a CASH reward's amount. */
  currencySymbol?: string;
  /** Opens the redeem form; not called while the gift is out of stock or out of reach. */
  onRedeem?: (gift: Gift) => void;
  /** The outline level of the gift's name (3 under a section heading). */
  headingLevel?: 2 | 3 | 4;
}

/** The picture's intrinsic size (the platform draws 320 by 240). */
const pictureSize = { width: 320, height: 240 } as const;

/**
 * A gift of the points mall: picture, kind, name, points per unit, stock, and whether the member's
 * points reach it. Out of stock and not enough points are said in words before any redeem is tried,
 * and the redeem button stays focusable but inert, described by the reason.
 */
export function GiftCard({ gift, balance, currencySymbol = '', onRedeem, headingLevel = 3 }: GiftCardProps) {
  const t = useDsTranslation();
  const format = usePointsFormat(currencySymbol);
  const titleId = useId();
  const stockId = useId();
  const reachId = useId();
  const soldOut = gift.stock <= 0;
  const missing = balance === null ? null : Math.max(0, gift.pointsRequired - balance);
  const blocked = soldOut || missing === null || missing > 0;
  const reason = soldOut ? stockId : missing ? reachId : undefined;

  return (
    <Card
      as="article"
      padding="none"
      elevated
      className={styles.card}
      aria-labelledby={titleId}
      data-sold-out={soldOut || undefined}
    >
      <div className={styles.media}>
        <Image src={gift.imageSrc} alt="" {...pictureSize} />
        <span className={styles.kind}>{t(gift.kind === 'CASH' ? 'pointsGiftKindCash' : 'pointsGiftKindGift')}</span>
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} size={4} id={titleId}>
          {gift.name}
        </Heading>
        {gift.kind === 'CASH' && gift.cashAmount !== undefined ? (
          <p className={styles.secondary}>{t('pointsGiftCash', { amount: format.money(gift.cashAmount) })}</p>
        ) : null}
        <p className={styles.price}>
          <span className={styles.points}>{format.points(gift.pointsRequired)}</span>{' '}
          <span className={styles.secondary}>{t('pointsGiftPerUnit', { unit: gift.unit })}</span>
        </p>
        <p id={stockId} className={soldOut ? styles.danger : styles.secondary}>
          {soldOut ? t('pointsGiftOutOfStock') : t('pointsGiftStock', { count: format.number(gift.stock) })}
        </p>
        {missing === null || soldOut ? null : (
          <p id={reachId} className={missing > 0 ? styles.warning : styles.success}>
            {missing > 0 ? t('pointsGiftNeedMore', { points: format.number(missing) }) : t('pointsGiftEnough')}
          </p>
        )}
        <div className={styles.action}>
          <Button
            fullWidth
            disabled={blocked}
            aria-label={t('pointsGiftRedeemLabel', { name: gift.name })}
            aria-describedby={reason}
            onClick={() => onRedeem?.(gift)}
          >
            {t('pointsGiftRedeem')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
