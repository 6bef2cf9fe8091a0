/** Points calls of SPEC.md section 7 (all need a token): balance, mall, redeem, records, convert. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type ConvertPointRequest,
  type ConvertPointValue,
  type PageQuery,
  type PointBalanceValue,
  type PointConfigValue,
  type PointDetailsQuery,
  type PointDetailsValue,
  pointPaths,
  type PointRewardListValue,
  type RedeemListQuery,
  type RedeemListValue,
  type RedeemPointRewardRequest,
  type RedeemPointRewardValue,
} from '@lobby/contract';

export function getPointBalance(client: ApiClient, options?: CallOptions) {
  return client.get<PointBalanceValue>(pointPaths.balance, undefined, options);
}

/** The points mall. */
export function getPointRewards(client: ApiClient, query: PageQuery = {}, options?: CallOptions) {
  return client.get<PointRewardListValue>(pointPaths.rewards, { ...query }, options);
}

/** Redeems a reward; sealed (it carries the password), never retried. */
export function redeemPointReward(client: ApiClient, request: RedeemPointRewardRequest, options?: ActionOptions) {
  return client.post<RedeemPointRewardValue>(pointPaths.redeem, request, {
    ...actionOptions(options),
    encrypt: true,
  });
}

/** The member's redeems, newest first, optionally of one status. */
export function getRedeemRecords(client: ApiClient, query: RedeemListQuery = {}, options?: CallOptions) {
  return client.get<RedeemListValue>(pointPaths.redeemList, { ...query }, options);
}

export function getPointConfig(client: ApiClient, options?: CallOptions) {
  return client.get<PointConfigValue>(pointPaths.config, undefined, options);
}

/** The member's point movements, newest first, optionally of one point type. */
export function getPointDetails(client: ApiClient, query: PointDetailsQuery = {}, options?: CallOptions) {
  return client.get<PointDetailsValue>(pointPaths.details, { ...query }, options);
}

/** Converts points into the main wallet; sealed (it carries the password), never retried. */
export function convertPoints(client: ApiClient, request: ConvertPointRequest, options?: ActionOptions) {
  return client.post<ConvertPointValue>(pointPaths.convert, request, {
    ...actionOptions(options),
    encrypt: true,
  });
}
