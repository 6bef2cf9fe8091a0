import { StatCard, Table, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET_ACCOUNT_TYPE, type WalletBalance } from '@lobby/contract';
import { useBalance, useConsolidatedFunds } from '../../data';
import { CentrePanel, DataState, Figures, useFormat, useTableState } from '../shared';

/**
 * The balances: total and main wallet from GET /wps/v2/wallets/balance, plus the game-wallet and
 * points totals of the consolidated funds when the platform gives them (AGENTPOLICY3, SPEC.md section 6).
 * `mainOnly` keeps the main wallet alone, the money a deposit, withdrawal or transfer moves.
 */
export function BalanceFigures({ mainOnly = false }: { mainOnly?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  const funds = useConsolidatedFunds();
  return (
    <CentrePanel title={t('centres.member.wallet.summary')}>
      <DataState source={balance} lines={2}>
        {(wallets) => {
          const main = wallets.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE);
          const money = (amount: number) => format.money(amount, wallets.currencySymbol);
          return (
            <Figures>
              <StatCard label={t('centres.member.wallet.main')} value={money(main?.availBalance ?? 0)} />
              {mainOnly ? null : (
                <>
                  <StatCard label={t('centres.member.wallet.total')} value={money(wallets.sumBalance)} />
                  {funds.data ? (
                    <>
                      <StatCard label={t('centres.member.wallet.games')} value={money(funds.data.gameBalance)} />
                      <StatCard
                        label={t('centres.member.wallet.points')}
                        value={format.number(funds.data.pointBalance)}
                      />
                    </>
                  ) : null}
                </>
              )}
            </Figures>
          );
        }}
      </DataState>
    </CentrePanel>
  );
}

/** Every wallet of the player, main first, as the balance call lists them. */
export function WalletsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  const balanceTable = useTableState(balance);
  const columns: TableColumn<WalletBalance>[] = [
    { key: 'accountName', header: t('centres.member.wallet.wallet') },
    { key: 'availBalance', header: t('centres.member.wallet.balance'), kind: 'money' },
  ];
  return (
    <Table
      caption={t('centres.member.wallet.wallets')}
      columns={columns}
      rows={balance.data?.balance ?? []}
      rowKey={(wallet) => String(wallet.accountTypeId)}
      {...balanceTable}
      totals={
        balance.data
          ? { accountName: t('centres.common.total'), availBalance: format.money(balance.data.sumBalance, '') }
          : undefined
      }
      offsetMinutes={format.offsetMinutes}
    />
  );
}

/** The main wallet's balance, once the balances are in. */
export function useMainBalance(): number | undefined {
  const balance = useBalance();
  return balance.data?.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE)?.availBalance;
}
