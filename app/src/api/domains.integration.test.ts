/** One round trip per domain file against the real embedded platform (in-memory database). */
import { describe, expect, it } from 'vitest';
import { startPlatform } from '../test/platform';
import { getContracts, getDownlines, getTeamOverview, transferToDownline } from './agent';
import { newIdempotencyKey } from './client';
import { addFavourite, getFavouriteIds, getGameList, getGameVendors, getHotGames, removeFavourite } from './games';
import { getAnnouncements, getUnreadCount, getWinnerBoard } from './home';
import { getLotteryMenus, getMissionSummary, getVnGameMenu } from './lottery';
import { getMemberInfo, verifyAffiliateCode } from './member';
import { deleteMessages, getMessages, markMessagesRead } from './messages';
import { closeGame, getCardRooms, launchFreePlay, launchGame } from './play';
import { convertPoints, getPointBalance, getPointConfig } from './points';
import { getPromotionList, getRewardCenter } from './promotions';
import {
  decryptCustomerServicePath,
  enabledModules,
  getCustomerService,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
} from './system';
import { getBalance, getMerchantWallet, transferWallet } from './wallet';
import { MAIN_WALLET_ACCOUNT_TYPE } from '@lobby/contract';

const harness = startPlatform();

describe('member', () => {
  it('reads the logged-in member and refuses an unknown affiliate code', async () => {
    const { client } = await harness.loginAs('demo_member');
    await expect(getMemberInfo(client)).resolves.toMatchObject({ account: 'demo_member' });
    await expect(verifyAffiliateCode(client, { code: 'NOPE-0000' })).rejects.toMatchObject({
      kind: 'business',
    });
  });
});

describe('wallet', () => {
  it('transfers once per Idempotency-Key, even when the same action is sent twice', async () => {
    const { client } = await harness.loginAs('demo_member');
    const before = await getBalance(client);
    const game = before.balance.find((wallet) => wallet.accountTypeId !== MAIN_WALLET_ACCOUNT_TYPE);
    expect(game).toBeDefined();
    const request = {
      fromAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE,
      toAccountTypeId: game?.accountTypeId ?? 0,
      amount: 1.25,
    };
    const idempotencyKey = newIdempotencyKey();
    const first = await transferWallet(client, request, { idempotencyKey });
    const replay = await transferWallet(client, request, { idempotencyKey });
    expect(replay.transferId).toBe(first.transferId);
    const main = (value: typeof before) =>
      value.balance.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ACCOUNT_TYPE)?.availBalance ?? 0;
    expect(main(await getBalance(client))).toBeCloseTo(main(before) - 1.25, 2);
    await expect(getMerchantWallet(client)).resolves.toHaveProperty('isSingle');
  });
});

describe('games', () => {
  it('pages the game list, lists vendors and hot games, toggles a favourite, launches', async () => {
    const guest = harness.api().client;
    const page1 = await getGameList(guest, { gameType: 'RNG', pageNo: 1, pageSize: 24 });
    const page2 = await getGameList(guest, { gameType: 'RNG', pageNo: 2, pageSize: 24 });
    expect(page1.games).toHaveLength(24);
    expect(page1.totalPages).toBeGreaterThan(1);
    expect(page2.games[0]?.nodeId).not.toBe(page1.games[0]?.nodeId);
    expect((await getGameVendors(guest)).data.lanes.length).toBeGreaterThan(0);
    expect((await getHotGames(guest)).list.length).toBeGreaterThan(0);

    const { client } = await harness.loginAs('demo_member');
    const game = page1.games[0];
    if (!game) throw new Error('no game');
    await addFavourite(client, game.nodeId);
    expect((await getFavouriteIds(client)).nodeIds).toContain(game.nodeId);
    // The toggle allows one call per game per second and client: a second tab removes it.
    await removeFavourite((await harness.loginAs('demo_member')).client, game.nodeId);
    expect((await getFavouriteIds(client)).nodeIds).not.toContain(game.nodeId);

    const launched = await launchGame(client, {
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      accountType: 1,
    });
    expect(launched.content.game_url).not.toBe('');
    await closeGame(client);
    // Free play for a guest (GCS_gameLaunchFB), and a card game's rooms in the client's language.
    const free = page1.games.find((candidate) => candidate.freePlay);
    if (!free) throw new Error('no free-play game');
    const freePlay = await launchFreePlay(guest, { nodeId: free.nodeId, vassalage: free.vassalage });
    expect(freePlay.content.game_url).toContain(`nodeId=${free.nodeId}`);
    expect(freePlay.content.sessionId).toBeUndefined();
    const { rooms } = await getCardRooms(client, { vassalage: 'KY' });
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((room) => room.vassalage === 'KY' && room.players <= room.capacity)).toBe(true);
  });
});

describe('lottery', () => {
  it('reads the menus and the missions', async () => {
    const { client } = await harness.loginAs('demo_member');
    expect((await getLotteryMenus(client)).groups.length).toBeGreaterThan(0);
    await expect(getVnGameMenu(client, 'ELOTT')).resolves.toHaveProperty('groups');
    await expect(getMissionSummary(client)).resolves.toHaveProperty('missions');
  });
});

describe('home', () => {
  it('reads announcements, the winner board and the unread badges', async () => {
    const guest = harness.api().client;
    const announcements = await getAnnouncements(guest);
    expect(announcements.banners.length).toBeGreaterThan(0);
    const winners = (await getWinnerBoard(guest)).list;
    expect(winners.length).toBeLessThanOrEqual(20);
    const { client } = await harness.loginAs('demo_member');
    await expect(getUnreadCount(client)).resolves.toHaveProperty('total');
  });
});

describe('promotions', () => {
  it('lists promotions for a guest and the reward centre for a member', async () => {
    const list = await getPromotionList(harness.api().client, {
      promotionType: 'ALL',
      pageNo: 1,
      pageSize: 9,
    });
    expect(list.list.length).toBeGreaterThan(0);
    const { client } = await harness.loginAs('demo_member');
    await expect(getRewardCenter(client, { pageNo: 1, pageSize: 10 })).resolves.toHaveProperty('list');
  });
});

describe('points', () => {
  it('reads the balance and converts points with a sealed payload', async () => {
    const { client } = await harness.loginAs('demo_member');
    const { balance } = await getPointBalance(client);
    const config = await getPointConfig(client);
    expect(balance).toBeGreaterThanOrEqual(config.minConvertPoints);
    const converted = await convertPoints(client, {
      points: config.minConvertPoints,
      password: 'Demo1234',
    });
    expect(converted.pointBalance).toBe(balance - config.minConvertPoints);
  });
});

describe('agent', () => {
  it('reads the team and contracts, and transfers to a downline', async () => {
    const { client } = await harness.loginAs('demo_agent');
    await expect(getTeamOverview(client)).resolves.toHaveProperty('teamSize');
    await expect(getContracts(client, 'DIVIDEND')).resolves.toHaveProperty('list');
    const downlines = await getDownlines(client, { pageNo: 1, pageSize: 10 });
    const downline = downlines.list[0];
    if (!downline) throw new Error('no downline');
    const done = await transferToDownline(client, { downlineId: downline.customerId, amount: 1 });
    expect(done.downlineId).toBe(downline.customerId);
    const { client: member } = await harness.loginAs('demo_member');
    await expect(getTeamOverview(member)).rejects.toMatchObject({ errorCode: 'NON_AGENT' });
  });
});

describe('system', () => {
  it('reads the status, the modules and the register rules', async () => {
    const guest = harness.api().client;
    const status = await getSystemStatus(guest);
    expect(status.info.status).toBe(0);
    expect(enabledModules(await getWhitelabel(guest)).has('AGENTPOLICY3')).toBe(true);
    const settings = await getRegisterSettings(guest);
    expect(settings.rules.username?.minLength).toBeGreaterThan(0);
    const service = await getCustomerService(guest);
    expect(service.length).toBeGreaterThan(0);
    for (const entry of service) {
      expect(decryptCustomerServicePath(entry.path)).toMatch(/^(?:[a-z]+:|\/)/);
    }
  });
});

describe('messages', () => {
  it('lists, reads and deletes messages', async () => {
    const { client } = await harness.loginAs('demo_member');
    const list = await getMessages(client, { pageNo: 1, pageSize: 10 });
    const first = list.list[0];
    if (!first) throw new Error('no message');
    const read = await markMessagesRead(client, [first.messageId]);
    expect(read.unreadCount).toBeLessThanOrEqual(list.unreadCount);
    const removed = await deleteMessages(client, [first.messageId]);
    expect(removed.changed).toBe(1);
  });
});
