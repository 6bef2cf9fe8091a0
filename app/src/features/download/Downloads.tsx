import { InstallGuide, type InstallSystem } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { appDownloadUrl, configResources } from '../../api/system';
import { useApi, useSessionState, useSystemStatus } from '../../data';
import { LoadError } from '../shared';
import { accountLayout as styles } from '../account';

/** The install steps of each system, in order (iOS: trust the enterprise profile; Android: unknown sources). */
const stepKeys = {
  ios: ['scan', 'install', 'settings', 'trust', 'open'],
  android: ['scan', 'download', 'unknownSources', 'install', 'open'],
} as const satisfies Record<InstallSystem, readonly string[]>;

/**
 * The app download page (SPEC.md sections 1 and 2): per system, the QR code of its download link
 * (iOS with the language and the token; Android the resource's url) and the install guide, from the
 * platform's configuration resources.
 */
export function Downloads() {
  const { t, i18n } = useTranslation();
  const status = useSystemStatus();
  const { token } = useSessionState();
  const { origin } = useApi();
  const failure: unknown = status.error;
  if (!status.data && failure) return <LoadError error={failure} onRetry={() => void status.mutate()} />;
  const resources = configResources(status.data?.info.config);
  const link = (system: InstallSystem) => appDownloadUrl(resources, system, { language: i18n.language, token, origin });
  return (
    <div className={styles.pair}>
      {(['ios', 'android'] as const).map((system) => (
        <InstallGuide
          key={system}
          system={system}
          title={t(`account.download.${system}.title`)}
          description={t(`account.download.${system}.description`)}
          url={link(system)}
          loading={!status.data}
          steps={stepKeys[system].map((step) =>
            t(`account.download.${system}.steps.${step}` as 'account.download.ios.steps.scan'),
          )}
        />
      ))}
    </div>
  );
}
