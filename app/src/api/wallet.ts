/** Wallet calls of SPEC.md section 7: balance, transfer, consolidated funds, single-wallet flag. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  walletPaths,
  type BalanceValue,
  type ConsolidatedFundsValue,
  type MerchantWalletValue,
  type WalletTransferRequest,
  type WalletTransferValue,
} from './wire/wallet';

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
