import { Button, ProfileCard, Stack, Text, type ProfileField } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { profileFields, type MemberInfo, type MemberProfile } from '@lobby/contract';
import { useMemberInfo, useMemberProfile } from '../../data';
import { memberHref } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { CentrePanel, LoadError, useFormat } from '../shared';
import { AvatarDialog } from './profile/AvatarDialog';
import { ProfileForm } from './profile/ProfileForm';
import { ActiveSessions } from './security/ActiveSessions';
import { LinkedAccounts } from './security/LinkedAccounts';
import { LoginHistory } from './security/LoginHistory';
import { TwoStepLogin } from './security/TwoStepLogin';

/**
 * The labelled fields of SPEC.md section 3, in the order the profile shows them: the contract's
 * profile fields, with the read-only account and mobile beside them.
 */
const shownFields = [
  'account',
  'nickname',
  'mobile',
  ...profileFields.filter((field) => field !== 'nickname'),
] as const;

/**
 * securityCenter (my account): the profile with its labelled fields (masked where sensitive) and the
 * avatar, editing what the member may change, the login password (the change-password popup) and
 * whether a withdraw password is set (it is set on the withdraw page); then account security (issue 17
 * item 4): two-step login, the linked Google and Facebook accounts (issue 16 item 2), the active
 * sessions and the login history.
 */
export function SecurityCenter() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const profile = useMemberProfile();
  const { open } = useSite();
  const [editing, setEditing] = useState(false);
  const [avatarOpen, setAvatarOpen] = useState(false);
  // One list of rows for the loaded card and its placeholder (the labels are known before the data).
  const fields = useProfileFields(profile.data);

  const failure: unknown = profile.error ?? info.error;

  return (
    <>
      <CentrePanel title={t('account.profile.details')}>
        {profile.data && info.data ? (
          <Stack gap="lg">
            <Profile
              fields={fields}
              member={info.data}
              profile={profile.data}
              onEdit={editing ? undefined : () => setEditing(true)}
              onChangeAvatar={() => setAvatarOpen(true)}
            />
            {editing ? <ProfileForm profile={profile.data} onDone={() => setEditing(false)} /> : null}
          </Stack>
        ) : failure ? (
          <LoadError
            error={failure}
            onRetry={() => {
              void info.mutate();
              void profile.mutate();
            }}
          />
        ) : (
          <ProfileCard name="" account="" fields={fields} onChangeAvatar={() => setAvatarOpen(true)} loading />
        )}
      </CentrePanel>
      <CentrePanel title={t('account.profile.security')}>
        <Stack gap="sm" align="start">
          <Text tone="secondary">{t('account.profile.passwordHint')}</Text>
          <Button variant="secondary" onClick={() => open({ kind: 'changePassword', reason: 'voluntary' })}>
            {t('account.profile.changePassword')}
          </Button>
        </Stack>
      </CentrePanel>
      <TwoStepLogin />
      <LinkedAccounts />
      <ActiveSessions />
      <LoginHistory />
      <AvatarDialog open={avatarOpen} onOpenChange={setAvatarOpen} />
    </>
  );
}

interface ProfileProps {
  fields: ProfileField[];
  member: MemberInfo;
  profile: MemberProfile;
  onEdit?: () => void;
  onChangeAvatar: () => void;
}

function Profile({ fields, member, profile, onEdit, onChangeAvatar }: ProfileProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <ProfileCard
      name={profile.nickname || profile.account}
      account={profile.account}
      avatarSrc={member.iconUrl}
      vipLabel={member.clubLabel.labelName}
      meta={t('account.profile.memberSince', { date: format.date(member.regDate, 'date') })}
      fields={fields}
      onChangeAvatar={onChangeAvatar}
      onNavigate={(href) => void navigate(href)}
      actions={
        onEdit ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('account.profile.edit')}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * The profile card's rows: their labels and links are known before the profile arrives, so the
 * loading card has the same rows (nothing below it moves when the values fill in).
 */
function useProfileFields(profile?: MemberProfile): ProfileField[] {
  const { t } = useTranslation();
  const format = useFormat();
  const withdraw = memberHref('withdraw');
  return [
    ...shownFields.map((key) => ({
      key,
      label: t(`account.profile.fields.${key}`),
      value:
        key === 'birthday' && profile?.birthday ? format.date(`${profile.birthday}T12:00:00Z`, 'date') : profile?.[key],
    })),
    {
      key: 'withdrawPassword',
      label: t('account.profile.fields.withdrawPassword'),
      value: profile?.withdrawPasswordSet ? t('account.profile.withdrawSet') : '',
      link: {
        label: profile?.withdrawPasswordSet ? t('account.profile.withdrawChange') : t('account.profile.withdrawSetUp'),
        href: withdraw,
      },
    },
  ];
}
