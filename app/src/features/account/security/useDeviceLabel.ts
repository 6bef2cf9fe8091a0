import { useTranslation } from 'react-i18next';
import { deviceName } from '../../../api';

/** The readable name of a session's browser, in the page's language ("Chrome en Windows"); '' when unknown. */
export function useDeviceLabel() {
  const { t } = useTranslation();
  return (userAgent: string | null): string => {
    const { browser, system } = deviceName(userAgent);
    if (!browser && !system) return '';
    return t('security.device', {
      browser: browser ?? t('security.unknownBrowser'),
      system: system ?? t('security.unknownSystem'),
    });
  };
}
