import { StatusPage } from '@lobby/design-system';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAgentInfo } from '../../data';
import type { ContractKind } from '@lobby/contract';
import { agentPages, paths, type AgentPage } from '../../routes/paths';
import { CentreFrame, CentrePanel, CentreSection } from '../shared';
import { AgentMenu } from './AgentMenu';
import { AgentToolbar } from './AgentToolbar';
import { Announcements } from './Announcements';
import { Contracts } from './Contracts';
import { Downlines } from './Downlines';
import { RegisterCentre } from './Register';
import { Revenue, Settlements, TeamBets, TeamProfitLoss, TeamTransactions } from './Reports';
import { TeamFigures } from './TeamFigures';

/**
 * Whether the contract-dividend feature is on (`useAgentInfo().features.contractDividend`, SPEC.md
 * section 2); undefined while the agent info loads, so that a direct link to the dividend page waits
 * rather than flashing the not-found state.
 */
function useDividendsEnabled(): boolean | undefined {
  const info = useAgentInfo();
  if (info.data) return info.data.features.contractDividend;
  return info.error ? false : undefined;
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
  switch (page) {
    case 'agentTeamOverview':
      return <TeamFigures />;
    case 'agentAnnouncement':
      return <Announcements />;
    case 'registerCenter':
      return <RegisterCentre />;
    case 'downlineManagmentView':
      return <Downlines />;
    case 'personalHistoryCopy':
      return <TeamBets />;
    case 'palStatementsAgentCopy':
      return <TeamProfitLoss />;
    case 'agentRevenueReport':
      return <Revenue />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactions />;
    case 'agentDividendRecordCopy2':
      return <ContractPage kind="DIVIDEND" />;
    case 'agentDailyWages2':
      return <ContractPage kind="DAILY_SALARY" />;
    case 'agentHourSalary':
      return <ContractPage kind="HOURLY_SALARY" />;
    case 'agentRealtimeSalary':
      return <ContractPage kind="REALTIME_SALARY" />;
  }
}

/** A salary or dividend page: the contracts of that kind, then the settled periods. */
function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  return (
    <>
      <CentrePanel title={t('agent.contracts.title')}>
        <Contracts kind={kind} />
      </CentrePanel>
      <CentrePanel title={t('agent.settlements.title')}>
        <Settlements kind={kind} />
      </CentrePanel>
    </>
  );
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.agentHome)} />;
}
