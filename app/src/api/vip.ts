/** The VIP club (contract: vip.ts): the levels and the player's level with its progress. */
import type { ApiClient } from './client';
import { type VipLevelsValue, vipPaths, type VipStatusValue } from '@lobby/contract';

/** The levels and their benefits, named in the client's language. */
export function getVipLevels(client: ApiClient) {
  return client.get<VipLevelsValue>(vipPaths.levels);
}

/** The player's level, computed by the platform from their deposits and valid bets. */
export function getVipStatus(client: ApiClient) {
  return client.get<VipStatusValue>(vipPaths.status);
}
