/**
 * The latest draws of a lottery game (SPEC.md section 7: /lgw/vn/numeros/opened/game for the Vietnam
 * lotto, /lgw/games/opened/numero for the families), newest first.
 */
import { Button, EmptyState, formatDateTime, Heading, Skeleton, Text } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useOpenedNumbers } from '../../data';
import * as styles from './LotteryDraws.css';

const shownDraws = 5;

export function LotteryDraws({ gameCode, vietnam }: { gameCode: string; vietnam: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const draws = useOpenedNumbers(gameCode, vietnam, shownDraws);
  const list = draws.data?.draws;

  let body;
  if (list && list.length > 0) {
    body = (
      <ol className={styles.list}>
        {list.map((draw) => (
          <li key={draw.numero} className={styles.draw}>
            <Text size="sm" weight="bold">
              {t('games.lottery.numero', { numero: draw.numero })}
            </Text>
            <Text size="xs" tone="secondary">
              <time dateTime={draw.openTime}>
                {formatDateTime(draw.openTime, {
                  locale: i18n.language,
                  offsetMinutes: -new Date(draw.openTime).getTimezoneOffset(),
                })}
              </time>
            </Text>
            <Text size="sm">{draw.numbers.join(' · ')}</Text>
          </li>
        ))}
      </ol>
    );
  } else if (list) body = <Text tone="secondary">{t('games.lottery.drawsEmpty')}</Text>;
  else if (draws.error) {
    body = (
      <div role="alert">
        <EmptyState
          title={t('games.lottery.drawsFailed')}
          description={errorText(i18n.t, draws.error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void draws.mutate()}>
              {t('games.retry')}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div role="status" aria-label={t('games.lottery.draws')}>
        <Skeleton variant="text" lines={4} />
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading level={2} size={3} id={titleId}>
        {t('games.lottery.draws')}
      </Heading>
      {body}
    </section>
  );
}
