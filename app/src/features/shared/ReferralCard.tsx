import { InviteCard, StatCard, Stack, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '../../data';
import { Figures } from './CentreFrame';
import { DataState } from './DataState';
import { useFormat } from './useFormat';

/**
 * The agent's referral code and invitation link, with copy buttons and a QR code
 * (MCSFE_getReferralInfo); the link is the site's registration with referralCode (SPEC.md section 2).
 * The member's invite-friends page has its own view with the invited friends (features/account).
 */
export function ReferralCard({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const referral = useReferralInfo();
  return (
    <DataState source={referral} lines={4}>
      {(info) => (
        <Stack gap="lg">
          {info.referralPromoEnabled ? null : <Text tone="warning">{t('centres.member.referral.off')}</Text>}
          <InviteCard
            code={info.referralCode}
            link={new URL(info.referralPath, window.location.origin).href}
            hint={hint ?? t('centres.member.referral.hint')}
          />
          <Figures>
            <StatCard label={t('centres.member.referral.invited')} value={format.number(info.invitedCount)} />
            <StatCard label={t('centres.member.referral.rewardTotal')} value={format.money(info.rewardTotal)} />
          </Figures>
        </Stack>
      )}
    </DataState>
  );
}
