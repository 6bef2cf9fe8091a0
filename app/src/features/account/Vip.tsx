import { EmptyState, Stack, Text, VipLevels, VipProgress } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useVipAvailable, useVipLevels, useVipStatus } from '../../data';
import { CentrePanel, LoadError, useFormat } from '../shared';

/**
 * vip (SPEC.md section 2: the member list's "VIP if available"; issue 16 item 5): the player's level
 * and the way to the next (deposits and valid bets, each with what is left), then every level with
 * its benefits, the player's marked. The platform computes the level; the page only shows it.
 */
export function Vip() {
  const { t } = useTranslation();
  const available = useVipAvailable();
  const format = useFormat();
  const status = useVipStatus();
  const levels = useVipLevels();
  if (!available) return <EmptyState title={t('account.vip.unavailable')} />;
  return (
    <Stack gap="xl">
      <Text tone="secondary">{t('account.vip.intro')}</Text>
      {status.data === undefined && status.error ? (
        <LoadError error={status.error as unknown} onRetry={() => void status.mutate()} />
      ) : (
        <VipProgress status={status.data} currencySymbol={format.currencySymbol} />
      )}
      <CentrePanel title={t('account.vip.levels')}>
        {levels.data === undefined && levels.error ? (
          <LoadError error={levels.error as unknown} onRetry={() => void levels.mutate()} />
        ) : (
          <VipLevels
            caption={t('account.vip.levelsCaption')}
            levels={levels.data?.levels ?? []}
            loading={levels.data === undefined}
            currentLevel={status.data?.level}
            currencySymbol={format.currencySymbol}
          />
        )}
      </CentrePanel>
    </Stack>
  );
}
