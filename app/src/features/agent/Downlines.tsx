import { Button, Inline, Pagination, Stack, Table, TextField, type TableColumn } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../api/wire/agent';
import { agentTypes } from '../../config/business';
import { useDownlines } from '../../data';
import { useFormat, useTableState } from '../shared';

const pageSize = 10;

/** The agent's direct downlines, members and sub-agents, searchable by account and page by page. */
export function Downlines() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ pageNo: 1, pageSize, account: '' });
  const downlines = useDownlines(query.account ? query : { pageNo: query.pageNo, pageSize });
  const downlinesTable = useTableState(downlines);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery({ pageNo: 1, pageSize, account: search.trim() });
  };

  const columns: TableColumn<Downline>[] = [
    { key: 'account', header: t('centres.agent.downlines.account') },
    { key: 'nickname', header: t('centres.agent.downlines.nickname') },
    {
      key: 'type',
      header: t('centres.agent.downlines.type'),
      render: (downline) =>
        t(`centres.agent.downlines.types.${agentTypes.includes(downline.type) ? 'agent' : 'member'}`),
    },
    { key: 'regDate', header: t('centres.agent.downlines.registered'), kind: 'date' },
    { key: 'balance', header: t('centres.agent.downlines.balance'), kind: 'money' },
    { key: 'teamSize', header: t('centres.agent.downlines.teamSize'), kind: 'number' },
  ];

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Inline gap="sm" align="end">
          <TextField
            label={t('centres.agent.downlines.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            type="search"
          />
          <Button type="submit" variant="secondary">
            {t('centres.agent.downlines.searchButton')}
          </Button>
        </Inline>
      </form>
      <Table
        caption={t('centres.agent.downlines.caption')}
        columns={columns}
        rows={downlines.data?.list ?? []}
        rowKey={(downline) => String(downline.customerId)}
        {...downlinesTable}
        empty={t('centres.agent.downlines.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination
        page={query.pageNo}
        totalPages={downlines.data?.totalPages ?? 1}
        onPageChange={(pageNo) => setQuery((current) => ({ ...current, pageNo }))}
      />
    </Stack>
  );
}
