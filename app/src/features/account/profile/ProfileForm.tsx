import { Button, Inline, ruleMessage, Stack, Text, TextField, useToast } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../api';
import { ErrorCode, type MemberProfile, type ProfileField, profileFields } from '@lobby/contract';
import { useIdempotentAction, useProfileActions } from '../../../data';
import { dsTranslate } from '../../../i18n';
import * as styles from '../account.css';
import { changesOf, checkProfile, initialValues, latestBirthday, type ProfileValues } from './fieldRules';

interface ProfileFormProps {
  profile: MemberProfile;
  /** Saved (the profile reloads by itself) or cancelled. */
  onDone: () => void;
}

/** The field a VALIDATION refusal names first ("nickname does not match its rule"). */
function refusedField(error: unknown): ProfileField | undefined {
  if (!isApiError(error) || error.errorCode !== ErrorCode.VALIDATION) return undefined;
  const named = /^([A-Za-z]+)\b/.exec(error.serverMessage ?? '')?.[1];
  return profileFields.find((field) => field === named);
}

/**
 * Changes the profile fields the member may change (PUT /wps/member/info/profile): checked with the
 * server's rules before sending; a refusal shows under its field and nothing typed is lost.
 */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { updateProfile } = useProfileActions();
  const save = useIdempotentAction(updateProfile);
  const [values, setValues] = useState<ProfileValues>(() => initialValues(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [formError, setFormError] = useState<string>();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const translate = dsTranslate(i18n);
    const found = checkProfile(values, profile, {
      translate,
      required: translate('rulesRequired'),
      tooYoung: t('account.profile.tooYoung'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(values, profile);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const saved = await save.run(changes);
    if (saved?.ok) {
      toast.show({ tone: 'success', title: t('account.profile.saved') });
      onDone();
    }
  };

  // A refusal about one field shows under it; any other one above the buttons.
  const refused = refusedField(save.error);
  const shownErrors =
    refused && !errors[refused]
      ? { ...errors, [refused]: serverFieldText(save.error, refused, profile, i18n) }
      : errors;
  const generalError = save.error !== undefined && !refused ? errorText(i18n.t, save.error) : formError;

  const field = (name: ProfileField) => {
    const setOnce = name === 'email' || name === 'payeeName' || name === 'birthday';
    const hint = setOnce
      ? t('account.profile.setOnce')
      : name === 'nickname'
        ? undefined
        : t('account.profile.clearHint');
    return (
      <TextField
        key={name}
        name={name}
        label={t(`account.profile.fields.${name}`)}
        type={name === 'birthday' ? 'date' : name === 'email' ? 'email' : 'text'}
        max={name === 'birthday' ? latestBirthday() : undefined}
        autoComplete={name === 'email' ? 'email' : name === 'nickname' ? 'nickname' : 'off'}
        required={name === 'nickname'}
        value={values[name] ?? ''}
        hint={hint}
        error={shownErrors[name]}
        onChange={(event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, [name]: value }));
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
          if (save.error) save.reset();
        }}
      />
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.profile.editTitle')}>
      <Stack gap="lg">
        <div className={styles.formGrid}>{profile.editable.map(field)}</div>
        {generalError ? (
          <Text role="alert" tone="danger">
            {generalError}
          </Text>
        ) : null}
        <Inline gap="sm">
          <Button type="submit" loading={save.busy}>
            {t('account.profile.save')}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone} disabled={save.busy}>
            {t('account.profile.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The words of a field's refusal: the rule's message, or the platform's reason when it is not the rule. */
function serverFieldText(
  error: unknown,
  field: ProfileField,
  profile: MemberProfile,
  i18n: ReturnType<typeof useTranslation>['i18n'],
): string {
  const message = isApiError(error) ? (error.serverMessage ?? '') : '';
  if (message.includes('18 years')) return i18n.t('account.profile.tooYoung');
  if (message.includes('cannot be changed')) return i18n.t('account.profile.setOnce');
  if (message.includes('does not match')) return ruleMessage(profile.rules[field], dsTranslate(i18n));
  return errorText(i18n.t, error);
}
