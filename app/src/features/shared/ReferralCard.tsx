import { CopyText, Inline, QRCode, StatCard, Stack, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '../../data';
import { Figures } from './CentreFrame';
import * as styles from './CentreFrame.css';
import { DataState } from './DataState';
import { useFormat } from './useFormat';

/** The QR code's side: the download QR codes' size of SPEC.md section 2. */
const qrSize = 120;

/**
 * The member's or agent's referral code and invitation link, with copy buttons and a QR code
 * (MCSFE_getReferralInfo); the link is the site's registration with referralCode (SPEC.md section 2).
 */
export function ReferralCard({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const referral = useReferralInfo();
  return (
    <DataState source={referral} lines={4}>
      {(info) => {
        const link = new URL(info.referralPath, window.location.origin).href;
        return (
          <Stack gap="lg">
            {info.referralPromoEnabled ? null : <Text tone="warning">{t('centres.member.referral.off')}</Text>}
            <div className={styles.panel}>
              <Inline gap="xl" align="start">
                <QRCode value={link} size={qrSize} label={t('centres.member.referral.qr')} />
                <Stack gap="md">
                  <Text tone="secondary">{hint ?? t('centres.member.referral.hint')}</Text>
                  <Stack gap="xs">
                    <Text as="span" size="sm" tone="secondary">
                      {t('centres.member.referral.code')}
                    </Text>
                    <CopyText text={info.referralCode} />
                  </Stack>
                  <Stack gap="xs">
                    <Text as="span" size="sm" tone="secondary">
                      {t('centres.member.referral.link')}
                    </Text>
                    <CopyText text={link} />
                  </Stack>
                </Stack>
              </Inline>
            </div>
            <Figures>
              <StatCard label={t('centres.member.referral.invited')} value={format.number(info.invitedCount)} />
              <StatCard label={t('centres.member.referral.rewardTotal')} value={format.money(info.rewardTotal)} />
            </Figures>
          </Stack>
        );
      }}
    </DataState>
  );
}
