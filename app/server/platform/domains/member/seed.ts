// The member domain's seed: demo_member's profile fields and the friends it invited (every state of
// the invite-friends page: registered only, logged in, deposited), and e2e_account, whose profile
// and avatar the end-to-end journeys change (demo_member stays as seeded for the screenshots), and
// the plain members of the journeys that run beside the screenshots (app/playwright.config.ts,
// project `isolated`): their logins must not show in demo_member's sessions and login history.
import type { Database } from '../../db';
import type { PlatformContext } from '../../domain';
import { demoPassword } from '../../seed-core';
import { newDeviceAccounts } from '../session/newDevice';
import { createProfileStore } from './store';

const day = 24 * 60 * 60 * 1000;

/** [username, registered days ago, logged in (days after registering), first deposit (days after), amount]. */
const invitedFriends: readonly [string, number, number | null, number | null, number][] = [
  ['mango88', 2, null, null, 0],
  ['sunnyk', 4, 0, null, 0],
  ['kiwibird', 5, 1, 1, 50_00],
  ['pandaone', 8, null, null, 0],
  ['rocketman', 11, 0, 2, 200_00],
  ['maplely', 13, 2, null, 0],
  ['oceanblue', 17, 0, 0, 100_00],
  ['amberlight', 21, 1, null, 0],
  ['cedartree', 26, 0, 3, 80_00],
  ['dunerider', 30, null, null, 0],
  ['embercat', 35, 0, 1, 500_00],
  ['frostbite', 41, 3, null, 0],
];

/**
 * [username, nickname]: app/e2e/faults.spec.ts (member pages broken and recovered), app/e2e/ssr.spec.ts,
 * app/e2e/vip.spec.ts (its deposits: the wallet's money seed).
 */
const isolatedMembers = [
  ['e2e_faults', 'Faults'],
  ['e2e_ssr', 'Hydration'],
  ['e2e_vip', 'Vera'],
] as const;

export function seedMembers(db: Database, ctx: PlatformContext): void {
  const member = ctx.accounts.byUsername('demo_member');
  const now = ctx.now();
  const profiles = createProfileStore(db);
  if (member) {
    profiles.write(member.id, {
      payeeName: 'Demo Member',
      birthday: '1990-04-12',
      telegram: '@demo_member',
      line: 'demo.member',
      whatsapp: '66812345678',
    });
    const setFirstLogin = db.prepare('UPDATE accounts SET first_login_at = ? WHERE id = ?');
    for (const [username, daysAgo, loggedIn, deposited, amount] of invitedFriends) {
      const registered = now - daysAgo * day - 3 * 3_600_000;
      const friend = ctx.accounts.create({
        username,
        password: demoPassword,
        parentId: member.id,
        regDate: registered,
        passwordCost: Math.min(ctx.config.passwordCost, 1024),
      });
      if (loggedIn !== null) setFirstLogin.run(registered + loggedIn * day + 600_000, friend.id);
      if (deposited !== null) {
        // The wallet's own credit, at the deposit's time (the wallet seed sets opening balances after).
        ctx.services.wallet.creditMain(friend.id, amount, 'DEPOSIT', registered + deposited * day + 1_800_000);
      }
    }
  }
  const e2e = ctx.accounts.create({
    username: 'e2e_account',
    password: demoPassword,
    nickname: 'E2E Account',
    regDate: now - 20 * day,
    passwordCost: Math.min(ctx.config.passwordCost, 1024),
  });
  profiles.write(e2e.id, {});
  for (const [username, nickname] of isolatedMembers) {
    const account = ctx.accounts.create({
      username,
      password: demoPassword,
      nickname,
      regDate: now - 20 * day,
      passwordCost: Math.min(ctx.config.passwordCost, 1024),
    });
    profiles.write(account.id, {});
  }
  // Issue 16 item 1: the bank account name a new device's check may ask for.
  for (const { username, payeeName } of newDeviceAccounts) {
    const account = ctx.accounts.byUsername(username);
    if (account) profiles.write(account.id, { payeeName });
  }
}
