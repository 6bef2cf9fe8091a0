import { Avatar, Button, Inline, Stack, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '../../../api/wire/member';
import { agentTypes, trialTypes } from '../../../config/business';
import { useMemberInfo } from '../../../data';
import { useSite } from '../../../shell/site';
import { CentrePanel, DataState, useFormat } from '../../shared';
import * as styles from '../../shared/CentreFrame.css';

/** The kind of account a member type names (SPEC.md sections 3 and 6). */
function typeKey(type: number) {
  if (agentTypes.includes(type)) return 'agent' as const;
  if (trialTypes.includes(type)) return 'trial' as const;
  return 'member' as const;
}

/** securityCenter (my account): the profile of GET /wps/member/info and the change-password popup. */
export function SecurityCenter() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const { open } = useSite();
  return (
    <>
      <CentrePanel title={t('centres.member.profile.details')}>
        <DataState source={info} lines={6}>
          {(member) => <Profile member={member} />}
        </DataState>
      </CentrePanel>
      <CentrePanel title={t('centres.member.profile.security')}>
        <Stack gap="sm" align="start">
          <Text tone="secondary">{t('centres.member.profile.passwordHint')}</Text>
          <Button variant="secondary" onClick={() => open({ kind: 'changePassword', reason: 'voluntary' })}>
            {t('centres.member.profile.changePassword')}
          </Button>
        </Stack>
      </CentrePanel>
    </>
  );
}

function Profile({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = member.nickname || member.account;
  const notSet = t('centres.common.notSet');
  const fields: [string, string][] = [
    [t('centres.member.profile.account'), member.account],
    [t('centres.member.profile.nickname'), member.nickname || notSet],
    [t('centres.member.profile.type'), t(`centres.member.profile.types.${typeKey(member.type)}`)],
    [t('centres.member.profile.mobile'), member.mobile || notSet],
    [t('centres.member.profile.email'), member.email || notSet],
    [t('centres.member.profile.vip'), member.clubLabel.labelName || notSet],
    [t('centres.member.profile.registered'), format.date(member.regDate, 'date')],
  ];
  return (
    <Inline gap="xl" align="start" wrap={false}>
      <Avatar src={member.iconUrl} name={t('centres.member.profile.avatar', { name })} size="lg" />
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.fieldRow}>
            <dt className={styles.fieldName}>{label}</dt>
            <dd className={styles.fieldValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </Inline>
  );
}
