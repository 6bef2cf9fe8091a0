import { EmptyState, StatusPage } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { memberHref, memberPages, paths, type MemberPage } from '../../routes/paths';
import { CentreFrame, CentreSection, ReferralCard } from '../shared';
import { MemberMenu } from './MemberMenu';
import { Messages } from './sections/Messages';
import { Missions } from './sections/Missions';
import { depositKinds, MoneyNotices, withdrawalKinds } from './sections/MoneyNotices';
import { Rebates } from './sections/Rebates';
import { RecentPlays } from './sections/RecentPlays';
import { BonusDetails, RewardCenter } from './sections/Rewards';
import { SecurityCenter } from './sections/SecurityCenter';
import { BalanceFigures, WalletTable } from './sections/Wallet';

/**
 * The member centre (SPEC.md section 2): its menu beside the current page, /member alone opening
 * securityCenter and an unknown page showing the not-found state. Each page shows what the platform
 * already answers for it; the forms that move money arrive with the pages' own work.
 */
export function MemberCentre() {
  return (
    <Routes>
      <Route index element={<Navigate to={memberHref('securityCenter')} replace />} />
      {memberPages.map((page) => (
        <Route
          key={page}
          path={page}
          element={
            <CentreFrame menu={<MemberMenu current={page} />}>
              <MemberPageView page={page} />
            </CentreFrame>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <CentreFrame menu={<MemberMenu current={null} />}>
            <UnknownPage />
          </CentreFrame>
        }
      />
    </Routes>
  );
}

function MemberPageView({ page }: { page: MemberPage }) {
  const { t } = useTranslation();
  return (
    <CentreSection title={t(`centres.member.pages.${page}`)}>
      <PageContent page={page} />
    </CentreSection>
  );
}

function PageContent({ page }: { page: MemberPage }): ReactNode {
  const { t } = useTranslation();
  switch (page) {
    case 'securityCenter':
      return <SecurityCenter />;
    case 'transferFund':
      return (
        <>
          <BalanceFigures />
          <WalletTable />
        </>
      );
    case 'depositv2':
      return (
        <>
          <BalanceFigures mainOnly />
          <MoneyNotices kinds={depositKinds} caption={t('centres.member.notices.deposit')} />
        </>
      );
    case 'withdraw':
      return (
        <>
          <BalanceFigures mainOnly />
          <MoneyNotices kinds={withdrawalKinds} caption={t('centres.member.notices.withdraw')} />
        </>
      );
    case 'transferUpline':
      return <BalanceFigures mainOnly />;
    case 'personalHistoryCopy':
      return <RecentPlays />;
    case 'transactionHistory':
      return (
        <MoneyNotices kinds={[...depositKinds, ...withdrawalKinds]} caption={t('centres.member.notices.account')} />
      );
    case 'personalProfit':
      // No platform call reports a member's profit and loss yet.
      return <EmptyState title={t('centres.common.noRecords')} description={t('centres.member.profit.text')} />;
    case 'bonusDetails':
      return <BonusDetails />;
    case 'rewardCenter':
      return <RewardCenter />;
    case 'referral':
      return <ReferralCard />;
    case 'missionLeaderboard':
      return <Missions />;
    case 'messageV2':
      return <Messages />;
    case 'manualRebate':
      return <Rebates />;
  }
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.home)} />;
}
