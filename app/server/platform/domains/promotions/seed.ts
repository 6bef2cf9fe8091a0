// The promotions catalogue and the players' part in it (PLATFORM.md "The embedded platform":
// promotions and activities in every state). demo_member sees every state of SPEC.md section 4 and
// is read by the page screenshots; e2e_promotions is the end-to-end journeys' own account.
import type { Database } from '../../db';
import type { PromotionType, RaffleKind } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import { demoPassword } from '../../seed-core';
import { inEachLanguage, rulesOf, seedPhrases } from './seed-texts';
import { createPromotionStore, type EntrySeed, type NewReward } from './store';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

interface Plan {
  /** English; its translations are in seed-texts.ts. */
  title: string;
  type: PromotionType;
  /** Starts this many days from now (negative: in the past), and lasts `lasts` days. */
  starts: number;
  lasts: number;
  reward: number;
  application?: boolean;
  /** A rejected application may be sent again. */
  reapply?: boolean;
  raffle?: RaffleKind;
  minPrize?: number;
}

/** The catalogue; a promotion's id is its place in this list (banners link to id 1). */
const plans: readonly Plan[] = [
  { title: 'Welcome Bonus 100%', type: 'NEWBIE', starts: -30, lasts: 365, reward: 100 },
  {
    title: 'First Deposit Boost',
    type: 'DEPOSIT',
    starts: -20,
    lasts: 60,
    reward: 50,
    application: true,
    reapply: true,
  },
  { title: 'Daily Reload 10%', type: 'DEPOSIT', starts: -10, lasts: 90, reward: 20 },
  { title: 'Slots Weekend Spins', type: 'SLOTS', starts: -5, lasts: 30, reward: 15 },
  { title: 'Jackpot Chase', type: 'SLOTS', starts: -40, lasts: 20, reward: 500 },
  { title: 'Live Casino Cashback', type: 'LIVE', starts: -15, lasts: 45, reward: 30 },
  { title: 'Baccarat Streak Prize', type: 'LIVE', starts: 7, lasts: 30, reward: 88, application: true },
  {
    title: 'Football Accumulator Insurance',
    type: 'SPORTS',
    starts: -3,
    lasts: 40,
    reward: 25,
    application: true,
    reapply: true,
  },
  { title: 'Card Room Tournament', type: 'CARD', starts: -2, lasts: 14, reward: 200 },
  { title: 'Fishing Frenzy', type: 'FISHING', starts: -12, lasts: 30, reward: 40, application: true },
  { title: 'Lotto Lucky Draw', type: 'LOTTO', starts: -1, lasts: 10, reward: 66, raffle: 'LUCKY_DRAW', minPrize: 6 },
  { title: 'Weekly Rebate 1.2%', type: 'REBATE', starts: -60, lasts: 365, reward: 12 },
  { title: 'Points Mall Double Points', type: 'POINTS_MALL', starts: -7, lasts: 21, reward: 0.5 },
  { title: 'Monthly Ranking Race', type: 'RANKING', starts: -9, lasts: 21, reward: 1000 },
  { title: 'App Download Gift', type: 'APP_DOWNLOAD', starts: -90, lasts: 365, reward: 8, application: true },
  { title: 'New Game Launch Party', type: 'GAME', starts: 3, lasts: 14, reward: 18 },
  { title: 'Lucky Raffle Night', type: 'OTHER', starts: -4, lasts: 10, reward: 128, raffle: 'LUCKY_DRAW', minPrize: 8 },
  {
    title: 'Spring Festival Raffle',
    type: 'OTHER',
    starts: -50,
    lasts: 10,
    reward: 88,
    raffle: 'LUCKY_DRAW',
    minPrize: 8,
  },
  {
    title: 'Red Envelope Rain',
    type: 'OTHER',
    starts: -2,
    lasts: 20,
    reward: 88,
    raffle: 'RED_ENVELOPE',
    minPrize: 1.88,
  },
  {
    title: 'Weekend Red Envelope',
    type: 'OTHER',
    starts: -1,
    lasts: 7,
    reward: 28,
    raffle: 'RED_ENVELOPE',
    minPrize: 0.88,
  },
  { title: 'Share Your Big Win', type: 'OTHER', starts: -6, lasts: 60, reward: 30, application: true, reapply: true },
];

const major = (amount: number): number => Math.round(amount * 100);

/** [promotion id, the player's part]: every state of SPEC.md section 4 that comes from the player. */
function memberEntries(now: number): [number, EntrySeed][] {
  return [
    [1, { state: 'JOINED', time: now - 20 * day }],
    [
      2,
      { state: 'APPLYING', time: now - 5 * hour, remark: 'Receipt of my first deposit by bank transfer.', images: 2 },
    ],
    [3, { state: 'ISSUED', time: now - 2 * day }],
    [6, { state: 'CLAIMED', time: now - 6 * day }],
    [
      8,
      {
        state: 'REJECTED',
        time: now - 1 * day,
        remark: 'My bet slip',
        images: 1,
        rejectReason: 'The bet slip image cannot be read. Please send a clearer picture.',
      },
    ],
    [10, { state: 'PROCESSING', time: now - 3 * day, remark: 'Catch of the day', images: 3 }],
    [11, { state: 'ISSUED', time: now - 10 * hour }],
    [12, { state: 'JOINED', time: now - 30 * day }],
    [
      15,
      {
        state: 'REJECTED',
        time: now - 40 * day,
        remark: 'Installed on my phone',
        images: 1,
        rejectReason: 'The gift is for a first installation only.',
      },
    ],
    [17, { state: 'ISSUED', time: now - 1 * day }],
    [18, { state: 'CLAIMED', time: now - 45 * day, prize: major(18.88) }],
    [19, { state: 'ISSUED', time: now - 6 * hour }],
  ];
}

/** The reward centre of demo_member: issued (to claim), claimed, processing and expired rewards. */
function memberRewards(now: number): NewReward[] {
  return [
    { title: 'Daily Reload 10%', promotionId: 3, amount: major(20), state: 'ISSUED', time: now - 2 * day },
    { title: 'Live Casino Cashback', promotionId: 6, amount: major(30), state: 'CLAIMED', time: now - 6 * day },
    { title: 'Fishing Frenzy', promotionId: 10, amount: major(40), state: 'PROCESSING', time: now - 3 * day },
    { title: 'Birthday Gift', promotionId: null, amount: major(58), state: 'ISSUED', time: now - 1 * day },
    { title: 'Weekly Rebate Bonus', promotionId: null, amount: major(12.34), state: 'ISSUED', time: now - 4 * day },
    {
      title: 'VIP Upgrade Bonus',
      promotionId: null,
      amount: major(188),
      state: 'CLAIMED',
      time: now - 12 * day,
      claimedAt: now - 11 * day,
    },
    {
      title: 'Lucky Spin Prize',
      promotionId: null,
      amount: major(9.9),
      state: 'EXPIRED',
      time: now - 15 * day,
      expiresAt: now - 8 * day,
    },
    { title: 'Loyalty Cashback', promotionId: null, amount: major(25), state: 'PROCESSING', time: now - 1 * day },
    {
      title: 'Welcome Bonus 100%',
      promotionId: 1,
      amount: major(100),
      state: 'CLAIMED',
      time: now - 19 * day,
      claimedAt: now - 19 * day,
    },
  ];
}

export function seedPromotions(db: Database, ctx: PlatformContext): void {
  const store = createPromotionStore(db, ctx.now);
  const now = ctx.now();
  // Reward titles and review answers in each language (the rows keep the English).
  for (const phrase of seedPhrases) store.addPhrase(phrase);
  plans.forEach((plan, index) => {
    const startAt = now + plan.starts * day;
    store.addPromotion({
      promotionId: index + 1,
      title: inEachLanguage(plan.title),
      type: plan.type,
      content: { EN: rulesOf(plan, 'EN'), ES: rulesOf(plan, 'ES'), TH: rulesOf(plan, 'TH') },
      startAt,
      endAt: startAt + plan.lasts * day,
      needsApplication: plan.application ?? false,
      raffleKind: plan.raffle ?? null,
      reward: major(plan.reward),
      minPrize: major(plan.minPrize ?? 0),
      reapply: plan.reapply ?? false,
    });
  });

  const member = ctx.accounts.byUsername('demo_member');
  if (member) {
    for (const [promotionId, entry] of memberEntries(now)) store.setEntry(member.id, promotionId, entry);
    for (const reward of memberRewards(now)) store.addReward(member.id, reward);
  }

  // The journeys' own member: rewards to claim, a red envelope to open, activities to apply for.
  const e2e =
    ctx.accounts.byUsername('e2e_promotions') ??
    ctx.accounts.create({
      username: 'e2e_promotions',
      password: demoPassword,
      nickname: 'Promo',
      passwordCost: Math.min(ctx.config.passwordCost, 1024),
      regDate: now - 10 * day,
    });
  store.setEntry(e2e.id, 19, { state: 'ISSUED', time: now - hour });
  for (const [title, amount] of [
    ['Welcome Gift', 10],
    ['Birthday Gift', 20],
    ['Weekly Rebate Bonus', 5.5],
  ] as const) {
    store.addReward(e2e.id, { title, promotionId: null, amount: major(amount), state: 'ISSUED', time: now - day });
  }
}
