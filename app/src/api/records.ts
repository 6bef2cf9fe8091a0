/** The records calls and the manual rebate (SPEC.md sections 1 and 2; paths in wire/records.ts). */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type AccountRecordQuery,
  type AccountRecordValue,
  type BetRecordQuery,
  type BetRecordValue,
  type BonusDetailsQuery,
  type BonusDetailsValue,
  type ProfitLossQuery,
  type ProfitLossValue,
  type RebateClaimsQuery,
  type RebateClaimsValue,
  type RebateClaimValue,
  type RebateSummaryValue,
  recordPaths,
} from '@lobby/contract';

export function getBetRecord(client: ApiClient, query: BetRecordQuery, options?: CallOptions) {
  return client.get<BetRecordValue>(recordPaths.bets, { ...query }, options);
}

export function getAccountRecord(client: ApiClient, query: AccountRecordQuery, options?: CallOptions) {
  return client.get<AccountRecordValue>(recordPaths.account, { ...query }, options);
}

export function getProfitLoss(client: ApiClient, query: ProfitLossQuery, options?: CallOptions) {
  return client.get<ProfitLossValue>(recordPaths.profitLoss, { ...query }, options);
}

export function getBonusDetails(client: ApiClient, query: BonusDetailsQuery, options?: CallOptions) {
  return client.get<BonusDetailsValue>(recordPaths.bonuses, { ...query }, options);
}

export function getRebateSummary(client: ApiClient, options?: CallOptions) {
  return client.get<RebateSummaryValue>(recordPaths.rebateSummary, undefined, options);
}

/** Claims the rebate due into the main wallet: never retried by itself, one Idempotency-Key per action. */
export function claimRebate(client: ApiClient, options?: ActionOptions) {
  return client.post<RebateClaimValue>(recordPaths.rebateClaim, {}, actionOptions(options));
}

export function getRebateClaims(client: ApiClient, query: RebateClaimsQuery, options?: CallOptions) {
  return client.get<RebateClaimsValue>(recordPaths.rebateClaims, { ...query }, options);
}
