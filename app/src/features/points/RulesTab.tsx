import { RichText, Stack, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { usePointConfig } from '../../data';
import { CentrePanel, DataState } from '../shared';

/**
 * The rules: the site's own rule first and always (SPEC.md section 1: points have no expiry), then
 * the platform's HTML, sanitised as the announcements are (no script, handler or foreign frame runs).
 */
export function RulesTab() {
  const { t } = useTranslation();
  const config = usePointConfig();
  return (
    <CentrePanel title={t('points.tabs.rules')}>
      <Stack gap="md">
        <Text weight="bold">{t('points.noExpiry')}</Text>
        <DataState source={config} lines={6}>
          {(data) => <RichText html={data.rules} />}
        </DataState>
      </Stack>
    </CentrePanel>
  );
}
