/**
 * Wallet calls of SPEC.md section 7: balance, transfer, consolidated funds, single-wallet flag; and
 * the money pages' calls (wire/wallet.ts): deposits, withdrawals with their confirmation, transfers
 * to the upline.
 */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type BalanceValue,
  type ConfirmWithdrawalRequest,
  type ConsolidatedFundsValue,
  type Deposit,
  type DepositListValue,
  type DepositMethodsValue,
  type DepositRequest,
  type MerchantWalletValue,
  type PageQuery,
  type SetWithdrawPasswordRequest,
  type TransferUplineRequest,
  type TransferUplineValue,
  type UplineValue,
  walletPaths,
  type WalletTransferRequest,
  type WalletTransferValue,
  type Withdrawal,
  type WithdrawalListValue,
  type WithdrawRequest,
  type WithdrawSettingsValue,
} from '@lobby/contract';

export function getBalance(client: ApiClient, options?: CallOptions) {
  return client.get<BalanceValue>(walletPaths.balance, undefined, options);
}

/** Moves money between the player's wallets: never retried, one Idempotency-Key per action. */
export function transferWallet(client: ApiClient, request: WalletTransferRequest, options?: ActionOptions) {
  return client.post<WalletTransferValue>(walletPaths.transfer, request, actionOptions(options));
}

/** Funds summary with the consolidated contract info (fetched for non-trial users with AGENTPOLICY3). */
export function getConsolidatedFunds(client: ApiClient, options?: CallOptions) {
  return client.get<ConsolidatedFundsValue>(walletPaths.consolidated, undefined, options);
}

export function getMerchantWallet(client: ApiClient, options?: CallOptions) {
  return client.get<MerchantWalletValue>(walletPaths.merchantWallet, undefined, options);
}

// ── The money pages (depositv2, withdraw, transferUpline) ─────────────────────────────────────────

export function getDepositMethods(client: ApiClient, options?: CallOptions) {
  return client.get<DepositMethodsValue>(walletPaths.depositMethods, undefined, options);
}

/** Opens a deposit: never retried, one Idempotency-Key per action. */
export function requestDeposit(client: ApiClient, request: DepositRequest, options?: ActionOptions) {
  return client.post<Deposit>(walletPaths.deposit, request, actionOptions(options));
}

export function getDeposits(client: ApiClient, query: PageQuery = {}, options?: CallOptions) {
  return client.get<DepositListValue>(walletPaths.deposits, { ...query }, options);
}

export function getWithdrawSettings(client: ApiClient, options?: CallOptions) {
  return client.get<WithdrawSettingsValue>(walletPaths.withdrawSettings, undefined, options);
}

/** Sets or changes the withdraw password; sealed (it carries passwords), never retried. */
export function setWithdrawPassword(client: ApiClient, request: SetWithdrawPasswordRequest) {
  return client.request<WithdrawSettingsValue>(walletPaths.withdrawPassword, {
    method: 'POST',
    body: request,
    encrypt: true,
  });
}

/** Requests a withdrawal; sealed (it carries the withdraw password), one Idempotency-Key per action. */
export function requestWithdrawal(client: ApiClient, request: WithdrawRequest, options?: ActionOptions) {
  return client.request<Withdrawal>(walletPaths.withdraw, {
    method: 'POST',
    body: request,
    encrypt: true,
    ...actionOptions(options),
  });
}

export function getWithdrawals(client: ApiClient, query: PageQuery = {}, options?: CallOptions) {
  return client.get<WithdrawalListValue>(walletPaths.withdrawals, { ...query }, options);
}

/** Answers an approved withdrawal (received, or not received with a proof); one key per action. */
export function confirmWithdrawal(client: ApiClient, request: ConfirmWithdrawalRequest, options?: ActionOptions) {
  return client.post<Withdrawal>(walletPaths.confirmWithdrawal, request, actionOptions(options));
}

export function getUpline(client: ApiClient, options?: CallOptions) {
  return client.get<UplineValue>(walletPaths.upline, undefined, options);
}

/** Sends main-wallet money to the upline agent: never retried, one Idempotency-Key per action. */
export function transferToUpline(client: ApiClient, request: TransferUplineRequest, options?: ActionOptions) {
  return client.post<TransferUplineValue>(walletPaths.transferUpline, request, actionOptions(options));
}
