import { Modal } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { HelpContent } from './HelpContent';

export interface HelpModalProps {
  /** The section to scroll to (SPEC.md section 2: the footer's help links open it at an anchor). */
  anchor?: string;
  onClose: () => void;
}

/** helpModal (SPEC.md section 2): the help centre in the site's modal, scrolled to `anchor`. */
export function HelpModal({ anchor, onClose }: HelpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shell.help.title')}
      size="lg"
    >
      <HelpContent anchor={anchor} headingLevel={3} idPrefix="help-modal-" />
    </Modal>
  );
}
