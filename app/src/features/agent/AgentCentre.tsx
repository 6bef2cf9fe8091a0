import { StatusPage } from '@lobby/design-system';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useFeatureModules } from '../../data';
import { agentPages, paths, type AgentPage } from '../../routes/paths';
import { CentreFrame, CentreSection, ReferralCard } from '../shared';
import { AgentMenu } from './AgentMenu';
import { AgentToolbar } from './AgentToolbar';
import { Announcements } from './Announcements';
import { Contracts } from './Contracts';
import { Downlines } from './Downlines';
import { TeamFigures } from './TeamFigures';

/**
 * The contract feature the dividend page depends on (SPEC.md section 2: "only when the contract-dividend
 * feature is enabled"): the platform exposes it as the whitelabel module AGENTPOLICY3 (SPEC.md section 6).
 */
const contractModule = 'AGENTPOLICY3';

/**
 * Whether the contract-dividend feature is on; undefined while the module tree loads, so that a
 * direct link to the dividend page waits rather than flashing the not-found state.
 */
function useDividendsEnabled(): boolean | undefined {
  const modules = useFeatureModules();
  if (modules.data) return modules.data.has(contractModule);
  return modules.error ? false : undefined;
}

/**
 * The agent centre (/agentHome/*, SPEC.md section 2): the toolbar with clock and logout, the menu,
 * and the current page; /agentHome alone shows the team overview.
 */
export function AgentCentre() {
  const dividends = useDividendsEnabled();
  const pages = useMemo(
    () => agentPages.filter((page) => page !== 'agentDividendRecordCopy2' || dividends === true),
    [dividends],
  );
  const frame = (current: AgentPage | null, content: ReactNode) => (
    <CentreFrame menu={<AgentMenu pages={pages} current={current} />}>
      <AgentToolbar />
      {content}
    </CentreFrame>
  );
  return (
    <Routes>
      <Route index element={frame('agentTeamOverview', <AgentPageView page="agentTeamOverview" />)} />
      {agentPages.map((page) => (
        <Route
          key={page}
          path={page}
          element={
            page === 'agentDividendRecordCopy2' && dividends === false
              ? frame(null, <UnknownPage />)
              : frame(page, <AgentPageView page={page} />)
          }
        />
      ))}
      <Route path="*" element={frame(null, <UnknownPage />)} />
    </Routes>
  );
}

function AgentPageView({ page }: { page: AgentPage }) {
  const { t } = useTranslation();
  return (
    <CentreSection title={t(`centres.agent.pages.${page}`)}>
      <PageContent page={page} />
    </CentreSection>
  );
}

function PageContent({ page }: { page: AgentPage }): ReactNode {
  const { t } = useTranslation();
  switch (page) {
    case 'agentTeamOverview':
      return <TeamFigures />;
    case 'agentAnnouncement':
      return <Announcements />;
    case 'registerCenter':
      return <ReferralCard hint={t('centres.agent.register.hint')} />;
    case 'downlineManagmentView':
      return <Downlines />;
    case 'personalHistoryCopy':
      return <TeamFigures figures={['todayBetAmount', 'activeMembers', 'teamSize']} />;
    case 'palStatementsAgentCopy':
      return <TeamFigures figures={['todayProfitLoss', 'todayBetAmount', 'activeMembers']} />;
    case 'agentRevenueReport':
      return <TeamFigures figures={['todayProfitLoss', 'teamBalance']} />;
    case 'agentDownlineTransactionDetailsCopy':
      return (
        <>
          <TeamFigures figures={['teamBalance', 'directMembers', 'subAgents']} />
          <Downlines />
        </>
      );
    case 'agentDividendRecordCopy2':
      return <Contracts kind="DIVIDEND" />;
    case 'agentDailyWages2':
      return <Contracts kind="DAILY_SALARY" />;
    case 'agentHourSalary':
      return <Contracts kind="HOURLY_SALARY" />;
    case 'agentRealtimeSalary':
      return <Contracts kind="REALTIME_SALARY" />;
  }
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.agentHome)} />;
}
