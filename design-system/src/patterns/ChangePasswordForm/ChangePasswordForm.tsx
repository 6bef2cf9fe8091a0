import { useMemo, type ReactNode } from 'react';
import { compileChangePasswordSchema } from '../../forms/authSchemas';
import type { FieldRule } from '@lobby/contract';
import { useDsTranslation } from '../../i18n';
import { AuthForm, AuthPasswordField, AuthSubmit, ServerError, type AuthFormHelpers } from '../auth';

/** What a password change submits (SPEC.md section 3); no oldPassword when it is already known. */
export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps {
  /** Called with the values once every rule passes; the form stays busy until the promise settles. */
  onSubmit: (values: ChangePasswordValues, helpers: AuthFormHelpers) => Promise<void>;
  /** The old password is known already (forced change right after login): it is not asked for. */
  oldPasswordKnown?: boolean;
  /** The server's password rule. */
  passwordRule?: FieldRule;
  /** The platform's answer to the last attempt, shown above the button. */
  serverError?: ReactNode;
  /** Busy from outside. */
  submitting?: boolean;
}

/** Changes the password (SPEC.md sections 4, 5): old password, new password by its rule, and its confirmation. */
export function ChangePasswordForm({
  onSubmit,
  oldPasswordKnown = false,
  passwordRule,
  serverError,
  submitting = false,
}: ChangePasswordFormProps) {
  const t = useDsTranslation();
  const schema = useMemo(
    () => compileChangePasswordSchema({ oldPasswordKnown, passwordRule, t }),
    [oldPasswordKnown, passwordRule, t],
  );
  return (
    <AuthForm
      label={t('changePasswordFormLabel')}
      initialValues={{ oldPassword: '', newPassword: '', confirmNewPassword: '' }}
      validationSchema={schema}
      onSubmit={({ oldPassword, ...values }, helpers) =>
        onSubmit(oldPasswordKnown ? values : { oldPassword, ...values }, helpers)
      }
    >
      {oldPasswordKnown ? null : (
        <AuthPasswordField name="oldPassword" label={t('changePasswordOld')} required autoComplete="current-password" />
      )}
      <AuthPasswordField name="newPassword" label={t('changePasswordNew')} required autoComplete="new-password" />
      <AuthPasswordField
        name="confirmNewPassword"
        label={t('changePasswordConfirm')}
        required
        autoComplete="new-password"
      />
      <ServerError>{serverError}</ServerError>
      <AuthSubmit submitting={submitting}>{t('changePasswordSubmit')}</AuthSubmit>
    </AuthForm>
  );
}
