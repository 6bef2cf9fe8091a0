import { StatusPage } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAgentInfo } from '../../data';
import { agentPages, paths } from '../../routes/paths';
import { CentreFrame, CentreSection, useCentrePage } from '../shared';
import { AgentMenu } from './AgentMenu';
import { AgentToolbar } from './AgentToolbar';

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
 * The agent centre's layout (/agentHome/*, SPEC.md section 2): the toolbar with clock and logout, the
 * menu, and the current page, which the route table declares as its child; /agentHome alone shows the
 * team overview, and an unknown page (the dividends too, when that feature is off) the not-found state.
 */
export function AgentCentre() {
  const { t } = useTranslation();
  const dividends = useDividendsEnabled();
  const pages = useMemo(
    () => agentPages.filter((page) => page !== 'agentDividendRecordCopy2' || dividends === true),
    [dividends],
  );
  const page = useCentrePage(paths.agentHome, agentPages);
  const current =
    page === '' ? 'agentTeamOverview' : page === 'agentDividendRecordCopy2' && dividends === false ? null : page;
  return (
    <CentreFrame menu={<AgentMenu pages={pages} current={current} />}>
      <AgentToolbar />
      {current ? (
        <CentreSection title={t(`centres.agent.pages.${current}`)}>
          <Outlet />
        </CentreSection>
      ) : (
        <UnknownPage />
      )}
    </CentreFrame>
  );
}

function UnknownPage() {
  const navigate = useNavigate();
  return <StatusPage kind="notFound" onHome={() => void navigate(paths.agentHome)} />;
}
