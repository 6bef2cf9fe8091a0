import { AlertDialog } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';

/** The trial user's warning (SPEC.md sections 6 and 8): 'Please Register An Account First' with OK. */
export function RegisterFirstDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="warning"
      title={t('site.registerFirstTitle')}
      message={t('site.registerFirst')}
      confirmLabel={t('site.ok')}
    />
  );
}
