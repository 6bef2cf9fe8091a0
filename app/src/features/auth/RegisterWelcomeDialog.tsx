import { ConfirmDialog } from '@lobby/design-system';
import type { RegisterWelcome } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { href, memberHref } from '../../routes/paths';
import { useFormat } from '../shared';
import { useAfterAuth } from './useAfterAuth';

interface RegisterWelcomeDialogProps {
  welcome: RegisterWelcome;
  onClose: () => void;
}

/**
 * The prompt after a registration (SPEC.md section 4: "Success may lead to a bonus or Zalo prompt";
 * section 9: Zalo bonus up to 131K). The platform says which: BONUS opens its newbie promotion, ZALO
 * the player's account, where the Zalo number is added. "Later" goes home, as the register flow does.
 */
export function RegisterWelcomeDialog({ welcome, onClose }: RegisterWelcomeDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { goHome, leaveFor } = useAfterAuth(onClose);
  const bonus = welcome.kind === 'BONUS';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) goHome();
      }}
      tone="success"
      title={bonus ? t('auth.welcomeBonusTitle') : t('auth.welcomeZaloTitle')}
      message={
        bonus
          ? t('auth.welcomeBonus', { title: welcome.title })
          : t('auth.welcomeZalo', { amount: format.number(welcome.maxAmount) })
      }
      confirmLabel={bonus ? t('auth.welcomeBonusAction') : t('auth.welcomeZaloAction')}
      cancelLabel={t('auth.welcomeLater')}
      onConfirm={() => {
        leaveFor(bonus ? href('promotions', { id: welcome.promotionId }) : memberHref('securityCenter'));
      }}
    />
  );
}
