import type { ContractKind } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { CentrePanel } from '../shared';
import { Contracts } from './Contracts';
import { Settlements } from './Reports';

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

/** agentDividendRecordCopy2 (SPEC.md section 2; only when the contract-dividend feature is on). */
export const DividendContracts = () => <ContractPage kind="DIVIDEND" />;
/** agentDailyWages2, the daily salary (SPEC.md section 2). */
export const DailySalaryContracts = () => <ContractPage kind="DAILY_SALARY" />;
/** agentHourSalary (SPEC.md section 2). */
export const HourlySalaryContracts = () => <ContractPage kind="HOURLY_SALARY" />;
/** agentRealtimeSalary (SPEC.md section 2). */
export const RealtimeSalaryContracts = () => <ContractPage kind="REALTIME_SALARY" />;
