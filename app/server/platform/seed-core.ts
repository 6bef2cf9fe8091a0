// The demo accounts (platform-contract: demo accounts) and the agent tree the other domains seed
// around. Dates and nicknames come from the seed, so every start shows the same site.
import type { AccountStore, NewAccount } from './account';
import { memberType } from './auth';
import { createRandom } from './seed/random';

export const demoPassword = 'Demo1234';
/** SPEC.md section 4/9: the default password that forces a change at login. */
const defaultPassword = 'Aa123456';

/** Printed at start-up and documented in the README. */
export const demoAccounts = [
  { username: 'demo_member', password: demoPassword, kind: 'member' },
  { username: 'demo_trial', password: demoPassword, kind: 'trial (type 4)' },
  { username: 'demo_agent', password: demoPassword, kind: 'agent (type 1), affiliate code DEMOAG' },
  { username: 'demo_subagent', password: demoPassword, kind: 'sub-agent (type 41) of demo_agent' },
  { username: 'demo_default', password: defaultPassword, kind: 'member with the default password' },
  { username: 'demo_expired', password: demoPassword, kind: 'member whose password has expired' },
  // Seeded by the session domain (domains/session/twoStep.ts: demoTwoStep); its secret is printed below the table.
  { username: 'demo_2fa', password: demoPassword, kind: 'member with two-step login on (secret below)' },
  // Seeded by the session domain (domains/session/newDevice.ts: newDeviceAccounts): LOBBY_VERIFY_NEW_IP=1
  // asks it for a verification on every address but two that no browser has.
  {
    username: 'demo_newdevice',
    password: demoPassword,
    kind: 'member asked to verify a new device (LOBBY_VERIFY_NEW_IP=1; secret below)',
  },
] as const;

const seedPasswordCost = 1024;
const day = 24 * 60 * 60 * 1000;

const nicknames = [
  'Lucky',
  'Tiger',
  'Jade',
  'Falcon',
  'Nova',
  'Orchid',
  'Storm',
  'Pearl',
  'Comet',
  'Lotus',
  'Blaze',
  'River',
];

/** Creates the demo accounts and 12 members under the agents. */
export function seedCoreAccounts(accounts: AccountStore, seed: number, now: number, cost: number): void {
  const random = createRandom(seed);
  // A cheaper hash keeps start-up fast on small machines; the first login upgrades it (auth.ts).
  const passwordCost = Math.min(cost, seedPasswordCost);
  const create = (input: NewAccount) => accounts.create({ passwordCost, ...input });
  const daysAgo = (min: number, max: number) => now - Math.floor((min + random() * (max - min)) * day);

  create({
    username: 'demo_member',
    password: demoPassword,
    nickname: 'Demo Member',
    mobile: '812345678',
    dialingCode: '66',
    email: 'demo_member@example.com',
    regDate: daysAgo(30, 60),
  });
  create({ username: 'demo_trial', password: demoPassword, type: memberType.trial, nickname: 'Demo Trial' });
  const agent = create({
    username: 'demo_agent',
    password: demoPassword,
    type: memberType.agent,
    nickname: 'Demo Agent',
    email: 'demo_agent@example.com',
    affiliateCode: 'DEMOAG',
    regDate: daysAgo(200, 300),
    // Changed last week: an old account whose password has not expired (only demo_expired's has).
    passwordChangedAt: now - 7 * day,
  });
  const subAgent = create({
    username: 'demo_subagent',
    password: demoPassword,
    type: memberType.subAgent,
    nickname: 'Demo Sub-agent',
    parentId: agent.id,
    affiliateCode: 'DEMOSUB',
    regDate: daysAgo(100, 200),
    passwordChangedAt: now - 7 * day,
  });
  create({
    username: 'demo_default',
    password: defaultPassword,
    nickname: 'Demo Default',
    defaultPassword: true,
    email: 'demo_default@example.com',
    regDate: daysAgo(1, 10),
  });
  const expiredAt = daysAgo(120, 150);
  create({
    username: 'demo_expired',
    password: demoPassword,
    nickname: 'Demo Expired',
    regDate: expiredAt,
    passwordChangedAt: expiredAt,
  });
  nicknames.forEach((name, index) => {
    const number = String(index + 1).padStart(3, '0');
    create({
      username: `member_${number}`,
      password: demoPassword,
      nickname: `${name} ${number}`,
      parentId: index % 3 === 0 ? agent.id : subAgent.id,
      mobile: `81${String(1000000 + Math.floor(random() * 8999999))}`,
      dialingCode: '66',
      regDate: daysAgo(1, 90),
    });
  });
}
