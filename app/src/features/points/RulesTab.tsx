import { sanitizeAnnouncement, Stack, Text } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointConfig } from '../../data';
import { CentrePanel, DataState } from '../shared';
import { centreLayout as styles } from '../shared';

/**
 * The rules: the site's own rule first and always (SPEC.md section 1: points have no expiry), then
 * the platform's HTML, sanitised as the announcements are (no script, handler or foreign frame runs).
 */
export function RulesTab() {
  const { t } = useTranslation();
  const config = usePointConfig();
  const rules = useMemo(() => (config.data ? sanitizeAnnouncement(config.data.rules) : ''), [config.data]);
  return (
    <CentrePanel title={t('points.tabs.rules')}>
      <Stack gap="md">
        <Text weight="bold">{t('points.noExpiry')}</Text>
        <DataState source={config} lines={6}>
          {() => <div className={styles.richText} dangerouslySetInnerHTML={{ __html: rules }} />}
        </DataState>
      </Stack>
    </CentrePanel>
  );
}
