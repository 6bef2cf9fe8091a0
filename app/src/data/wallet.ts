/** Wallet data: balance, funds summary with contract flags, and the single-wallet flag. */
import { useCallback } from 'react';
import type { ActionOptions } from '../api/client';
import { getBalance, getConsolidatedFunds, getMerchantWallet, transferWallet } from '../api/wallet';
import type { WalletTransferRequest } from '../api/wire/wallet';
import { useApi, useSessionState } from './ApiProvider';
import { readSessionJson, sessionKeys, writeSessionJson } from './storage';
import { cachedConfig, useMemberSWR } from './swr';
import { useFeatureModules } from './system';

export function useBalance() {
  const { client } = useApi();
  const result = useMemberSWR(['wallet/balance'], getBalance);
  const { mutate } = result;

  /** Transfers between wallets; the balances it answers replace the cached ones. */
  const transfer = useCallback(
    async (request: WalletTransferRequest, options?: ActionOptions) => {
      const value = await transferWallet(client, request, options);
      await mutate(value.wallets, { revalidate: false });
      return value;
    },
    [client, mutate],
  );
  return { ...result, transfer };
}

/** Fetched only for non-trial users when AGENTPOLICY3 is on (SPEC.md section 6). */
export function useConsolidatedFunds() {
  const { isTrial } = useSessionState();
  const modules = useFeatureModules();
  const enabled = !isTrial && modules.data?.has('AGENTPOLICY3') === true;
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
