import { useId } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Image } from '../../components/Image';
import { Heading, Text } from '../../components/Text';
import { useDsTranslation } from '../../i18n';
import { ActivityStateBadge } from '../ActivityStateBadge/ActivityStateBadge';
import { ActivityAction, type ActivityActionProps } from './ActivityAction';
import * as styles from './PromotionCard.css';

/** The banner's intrinsic size, so that a card keeps its shape before the image arrives. */
export const promotionBannerSize = { width: 720, height: 300 } as const;

export interface PromotionCardProps extends Omit<ActivityActionProps, 'describedBy' | 'size'> {
  title: string;
  /** The promotion type, in words (SPEC.md section 2). */
  typeLabel: string;
  imageSrc: string;
  /** The period, formatted ("01/05/2026 – 31/05/2026"). */
  period: string;
  /** The reward in words ("Up to $88.00"); omitted when there is none to tell. */
  reward?: string;
  onOpen: () => void;
  /** The title's outline level under the page's headings. */
  headingLevel?: 2 | 3;
}

/** One promotion: banner, type, state, title, period, reward, and the action its state allows. */
export function PromotionCard({
  title,
  typeLabel,
  imageSrc,
  period,
  reward,
  onOpen,
  headingLevel = 2,
  ...action
}: PromotionCardProps) {
  const t = useDsTranslation();
  const titleId = useId();
  return (
    <Card as="article" padding="none" elevated className={styles.root} aria-labelledby={titleId}>
      <Image src={imageSrc} alt="" {...promotionBannerSize} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <Text as="span" size="sm" tone="secondary">
            {typeLabel}
          </Text>
          <ActivityStateBadge state={action.state} />
        </div>
        <Heading level={headingLevel} size={4} id={titleId}>
          {title}
        </Heading>
        <Text size="sm" tone="secondary">
          {period}
        </Text>
        {reward ? (
          <Text size="sm" weight="bold">
            {reward}
          </Text>
        ) : null}
        <div className={styles.footer}>
          <ActivityAction
            {...action}
            size="sm"
            describedBy={titleId}
            secondary={
              <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={onOpen}>
                {t('promotionsDetails')}
              </Button>
            }
          />
        </div>
      </div>
    </Card>
  );
}
