/**
 * Wallet data: balance, funds summary with contract flags, the single-wallet flag; and the money
 * pages' data and actions (deposits, withdrawals with their confirmation, transfers to the upline).
 * Every action reads the wallet data again afterwards, answered or not: a request that failed without
 * an answer may still have moved money.
 */
import { useCallback, useRef } from 'react';
import { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ActionOptions } from '../api/client';
import type {
  ConfirmWithdrawalRequest,
  DepositListValue,
  DepositRequest,
  PageQuery,
  SetWithdrawPasswordRequest,
  TransferUplineRequest,
  WalletTransferRequest,
  WithdrawalListValue,
  WithdrawRequest,
} from '@lobby/contract';
import {
  confirmWithdrawal,
  getBalance,
  getConsolidatedFunds,
  getDepositMethods,
  getDeposits,
  getMerchantWallet,
  getUpline,
  getWithdrawals,
  getWithdrawSettings,
  requestDeposit,
  requestWithdrawal,
  setWithdrawPassword,
  transferToUpline,
  transferWallet,
} from '../api/wallet';
import { useApi, useSessionState } from './ApiProvider';
import { readSessionJson, sessionKeys, writeSessionJson } from './storage';
import { cachedConfig, useMemberSWR } from './swr';
import { useFeatureModules } from './system';

/** How often a list with a pending deposit or withdrawal is read again, until the platform settles it. */
const pendingRefreshMs = 4000;

/** Every cached wallet answer (balances, funds, the money pages' lists and settings). */
const isWalletKey = (key: unknown): boolean =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('wallet/') && key[0] !== 'wallet/isSingle';

/** Reads every wallet answer again (after a money action, or a settlement seen in a list). */
export function useWalletRefresh(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isWalletKey), [mutate]);
}

export function useBalance() {
  const { client, language } = useApi();
  // The language is in the key: the wallets' names come from the platform in the page's language.
  const result = useMemberSWR(['wallet/balance', language], getBalance);
  const { mutate } = result;
  const refresh = useWalletRefresh();

  /** Transfers between wallets; the balances it answers replace the cached ones. */
  const transfer = useCallback(
    async (request: WalletTransferRequest, options?: ActionOptions) => {
      try {
        const value = await transferWallet(client, request, options);
        await mutate(value.wallets, { revalidate: false });
        return value;
      } finally {
        void refresh();
      }
    },
    [client, mutate, refresh],
  );
  return { ...result, transfer };
}

/** Fetched only for non-trial users when AGENTPOLICY3 is on (SPEC.md section 6). */
export function useConsolidatedFunds() {
  const { isTrial } = useSessionState();
  const modules = useFeatureModules();
  const enabled = !isTrial && modules.data?.includes('AGENTPOLICY3') === true;
  return useMemberSWR(['wallet/consolidated'], getConsolidatedFunds, undefined, enabled);
}

/** Whether the merchant has a single wallet; cached in sessionStorage (SPEC.md section 7). */
export function useIsSingleWallet() {
  const result = useMemberSWR(
    ['wallet/isSingle'],
    async (client) => {
      const cached = readSessionJson(sessionKeys.isSingle);
      if (typeof cached === 'boolean') return cached;
      const { isSingle } = await getMerchantWallet(client);
      writeSessionJson(sessionKeys.isSingle, isSingle);
      return isSingle;
    },
    cachedConfig,
  );
  return result;
}

// ── The money pages ──────────────────────────────────────────────────────────────────────────────

/**
 * A list that holds pending items is read again every few seconds; when an item it saw pending is
 * settled, the balances are read again too (the real-time events do it as well, when they arrive).
 */
function usePendingRefresh<T extends { list: readonly { state: string }[] }>(
  idOf: (item: T['list'][number]) => number,
): SWRConfiguration<T> {
  const refresh = useWalletRefresh();
  const pending = useRef<ReadonlySet<number>>(new Set());
  return {
    refreshInterval: (data) => (data?.list.some((item) => item.state === 'PENDING') ? pendingRefreshMs : 0),
    onSuccess: (data) => {
      const now = new Set(data.list.filter((item) => item.state === 'PENDING').map(idOf));
      const settled = [...pending.current].some((id) => !now.has(id));
      pending.current = now;
      if (settled) void refresh();
    },
  };
}

/** The deposit methods with their limits and tutorial, in the page's language. */
export function useDepositMethods() {
  const { language } = useApi();
  return useMemberSWR(['wallet/depositMethods', language], getDepositMethods, cachedConfig);
}

export function useDeposits(query: PageQuery = {}) {
  const { language } = useApi();
  const config = usePendingRefresh<DepositListValue>((deposit) => deposit.depositId);
  return useMemberSWR<DepositListValue>(
    ['wallet/deposits', language, query],
    (client) => getDeposits(client, query),
    config,
  );
}

export function useWithdrawSettings() {
  return useMemberSWR(['wallet/withdrawSettings'], getWithdrawSettings);
}

export function useWithdrawals(query: PageQuery = {}) {
  const config = usePendingRefresh<WithdrawalListValue>((withdrawal) => withdrawal.withdrawalId);
  return useMemberSWR<WithdrawalListValue>(
    ['wallet/withdrawals', query],
    (client) => getWithdrawals(client, query),
    config,
  );
}

export function useUpline() {
  return useMemberSWR(['wallet/upline'], getUpline);
}

/**
 * The money pages' actions. Each sends one request with the caller's Idempotency-Key (never
 * retried here), then reads every wallet answer again, whether it succeeded or not.
 */
export function useMoneyActions() {
  const { client } = useApi();
  const refresh = useWalletRefresh();
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(action: Promise<T>): Promise<T> => {
      try {
        return await action;
      } finally {
        void refresh();
      }
    },
    [refresh],
  );
  return {
    deposit: useCallback(
      (request: DepositRequest, options?: ActionOptions) => after(requestDeposit(client, request, options)),
      [after, client],
    ),
    withdraw: useCallback(
      (request: WithdrawRequest, options?: ActionOptions) => after(requestWithdrawal(client, request, options)),
      [after, client],
    ),
    confirmWithdrawal: useCallback(
      (request: ConfirmWithdrawalRequest, options?: ActionOptions) =>
        after(confirmWithdrawal(client, request, options)),
      [after, client],
    ),
    transferToUpline: useCallback(
      (request: TransferUplineRequest, options?: ActionOptions) => after(transferToUpline(client, request, options)),
      [after, client],
    ),
    /** Sets or changes the withdraw password; the settings it answers replace the cached ones. */
    setWithdrawPassword: useCallback(
      async (request: SetWithdrawPasswordRequest) => {
        const settings = await setWithdrawPassword(client, request);
        await mutate((key) => Array.isArray(key) && key[0] === 'wallet/withdrawSettings', settings, {
          revalidate: false,
        });
        return settings;
      },
      [client, mutate],
    ),
  };
}
