import { Pagination, Stack, Table, Text, type TableColumn } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind } from '../../api/wire/agent';
import { useContracts, useSessionState } from '../../data';
import { useFormat, useTableState } from '../shared';

const pageSize = 10;

/**
 * The agent's contracts of one kind (dividend, daily, hourly or real-time salary; SPEC.md section 6),
 * as upline or downline, with their period, top rate and state. Offering and answering them is the
 * agent centre's own work; this lists what the platform holds.
 */
export function Contracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useSessionState().user?.customerId;
  const [page, setPage] = useState(1);
  const contracts = useContracts(kind, { pageNo: page, pageSize });
  const contractsTable = useTableState(contracts);
  const asUpline = (contract: Contract) => contract.upline.customerId === me;

  const columns: TableColumn<Contract>[] = [
    {
      key: 'party',
      header: t('centres.agent.contracts.party'),
      render: (contract) => (asUpline(contract) ? contract.downline.account : contract.upline.account),
    },
    {
      key: 'role',
      header: t('centres.agent.contracts.role'),
      render: (contract) => t(`centres.agent.contracts.roles.${asUpline(contract) ? 'upline' : 'downline'}`),
    },
    {
      key: 'period',
      header: t('centres.agent.contracts.period'),
      render: (contract) => t(`centres.agent.contracts.periods.${contract.terms.period}`),
    },
    {
      key: 'rate',
      header: t('centres.agent.contracts.rate'),
      align: 'end',
      render: (contract) => `${format.number(contract.rate)} %`,
    },
    {
      key: 'status',
      header: t('centres.agent.contracts.status'),
      render: (contract) => t(`centres.agent.contracts.statuses.${contract.status}`),
    },
    { key: 'updatedTime', header: t('centres.agent.contracts.updated'), kind: 'date' },
  ];

  return (
    <Stack gap="md">
      {kind === 'REALTIME_SALARY' ? <Text>{t('centres.agent.contracts.realtimeNote')}</Text> : null}
      <Table
        caption={t('centres.agent.contracts.caption')}
        columns={columns}
        rows={contracts.data?.list ?? []}
        rowKey={(contract) => String(contract.contractId)}
        {...contractsTable}
        empty={t('centres.agent.contracts.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination page={page} totalPages={contracts.data?.totalPages ?? 1} onPageChange={setPage} />
      {/* SPEC.md section 1: the platform keeps final interpretation and modification rights. */}
      <Text size="sm" tone="secondary">
        {t('centres.agent.contracts.rights')}
      </Text>
    </Stack>
  );
}
