import { ChangePasswordForm, useToast, type AuthFormHelpers, type ChangePasswordValues } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSettings, useSession } from '../../data';
import type { ChangePasswordReason } from '../../shell/site';
import { showFailure } from './failure';

interface ChangePasswordPanelProps {
  reason: ChangePasswordReason;
  /**
   * The password of the login just made (a forced change): not asked for again. Held only in memory
   * by the popup that passes it, never in storage.
   */
  knownPassword?: string;
  /** Changed; the login info is reloaded already. */
  onDone: () => void;
}

/** Whether the player may leave without changing (SPEC.md section 4: default and expired must change). */
export function isForcedChange(reason: ChangePasswordReason): boolean {
  return reason !== 'voluntary';
}

/** Why the popup asks for a new password, shown as its description; none for a voluntary change. */
export function useChangePasswordNotice(reason: ChangePasswordReason): string | undefined {
  const { t } = useTranslation();
  if (reason === 'voluntary') return undefined;
  const why = reason === 'default' ? t('auth.changeDefault') : t('auth.changeExpired');
  return `${why} ${t('auth.changeForcedClose')}`;
}

/** Change password (SPEC.md sections 4 and 5): old password unless known, new by its rule, confirmation. */
export function ChangePasswordPanel({ reason, knownPassword, onDone }: ChangePasswordPanelProps) {
  const { t, i18n } = useTranslation();
  const { changePassword } = useSession();
  const settings = useRegisterSettings();
  const toast = useToast();
  const [serverError, setServerError] = useState<string>();
  const passwordRule = settings.data?.rules.password;
  const oldPasswordKnown = isForcedChange(reason) && knownPassword !== undefined;

  const submit = async (values: ChangePasswordValues, helpers: AuthFormHelpers) => {
    setServerError(undefined);
    try {
      await changePassword({
        oldPassword: (oldPasswordKnown ? knownPassword : values.oldPassword) ?? '',
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      toast.show({ tone: 'success', title: t('auth.passwordChanged') });
      onDone();
    } catch (error) {
      setServerError(
        showFailure(error, {
          i18n,
          helpers,
          fields: oldPasswordKnown
            ? ['newPassword', 'confirmNewPassword']
            : ['oldPassword', 'newPassword', 'confirmNewPassword'],
          ruleOf: (field) => (field === 'newPassword' ? passwordRule : undefined),
        }),
      );
    }
  };

  return (
    <ChangePasswordForm
      onSubmit={submit}
      oldPasswordKnown={oldPasswordKnown}
      passwordRule={passwordRule}
      serverError={serverError}
    />
  );
}
