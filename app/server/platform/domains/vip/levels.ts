// The VIP club's levels (contract: vip.ts): data, and the pure rule that places an account among
// them. Thresholds are lifetime totals in minor units; a level is reached when both are.
import type { VipBenefits, VipLevel, VipNextLevel, VipStatusValue } from '@lobby/contract';
import type { Lang } from '../../seed/names';
import { toMajor } from '../../shared/money';

interface LevelData {
  names: Record<Lang, string>;
  /** Lifetime credited deposits, minor units. */
  deposit: number;
  /** Lifetime valid bets, minor units. */
  validBet: number;
  benefits: VipBenefits;
}

const benefits = (
  rebateRate: number,
  monthlyBonus: number,
  upgradeBonus: number,
  birthdayBonus: number,
  dailyWithdrawalLimit: number,
  dailyWithdrawals: number,
  dedicatedService = false,
): VipBenefits => ({
  rebateRate,
  monthlyBonus,
  upgradeBonus,
  birthdayBonus,
  dailyWithdrawalLimit,
  dailyWithdrawals,
  dedicatedService,
});

/** Lowest first; level n is vipLevels[n - 1]. The first needs nothing: every account starts there. */
export const vipLevels: readonly LevelData[] = [
  {
    names: { EN: 'Bronze', ES: 'Bronce', TH: 'บรอนซ์' },
    deposit: 0,
    validBet: 0,
    benefits: benefits(0.3, 0, 0, 0, 20_000, 3),
  },
  {
    names: { EN: 'Silver', ES: 'Plata', TH: 'ซิลเวอร์' },
    deposit: 1_000_00,
    validBet: 5_000_00,
    benefits: benefits(0.4, 18, 18, 38, 50_000, 5),
  },
  {
    names: { EN: 'Gold', ES: 'Oro', TH: 'โกลด์' },
    deposit: 5_000_00,
    validBet: 25_000_00,
    benefits: benefits(0.5, 58, 58, 88, 100_000, 5),
  },
  {
    names: { EN: 'Platinum', ES: 'Platino', TH: 'แพลทินัม' },
    deposit: 20_000_00,
    validBet: 100_000_00,
    benefits: benefits(0.6, 188, 188, 288, 200_000, 8),
  },
  {
    names: { EN: 'Diamond', ES: 'Diamante', TH: 'ไดมอนด์' },
    deposit: 50_000_00,
    validBet: 300_000_00,
    benefits: benefits(0.8, 588, 588, 888, 500_000, 10, true),
  },
  {
    names: { EN: 'Black Diamond', ES: 'Diamante negro', TH: 'แบล็กไดมอนด์' },
    deposit: 150_000_00,
    validBet: 1_000_000_00,
    benefits: benefits(1.0, 1_888, 1_888, 2_888, 1_000_000, 10, true),
  },
  {
    names: { EN: 'Crown', ES: 'Corona', TH: 'คราวน์' },
    deposit: 500_000_00,
    validBet: 3_000_000_00,
    benefits: benefits(1.2, 5_888, 5_888, 8_888, 2_000_000, 15, true),
  },
  {
    names: { EN: 'Legend', ES: 'Leyenda', TH: 'เลเจนด์' },
    deposit: 1_500_000_00,
    validBet: 10_000_000_00,
    benefits: benefits(1.5, 18_888, 18_888, 28_888, 5_000_000, 20, true),
  },
];

const levelAt = (index: number): LevelData => {
  const level = vipLevels[index];
  if (!level) throw new RangeError(`No VIP level ${String(index + 1)}`);
  return level;
};

export const toWireLevel = (index: number, lang: Lang): VipLevel => {
  const level = levelAt(index);
  return {
    level: index + 1,
    name: level.names[lang],
    depositRequired: toMajor(level.deposit),
    validBetRequired: toMajor(level.validBet),
    benefits: level.benefits,
  };
};

/** The rank level (1-based) that lifetime deposits and valid bets (minor units) reach: both thresholds met. */
export function levelOf(deposited: number, validBet: number): number {
  let reached = 1;
  vipLevels.forEach((level, index) => {
    if (deposited >= level.deposit && validBet >= level.validBet) reached = index + 1;
  });
  return reached;
}

/** The player's level and the way to the next one (minor units in, the wire's major units out). */
export function statusOf(deposited: number, validBet: number, lang: Lang): VipStatusValue {
  const level = levelOf(deposited, validBet);
  const following = vipLevels[level];
  const next: VipNextLevel | null = following
    ? {
        level: level + 1,
        name: following.names[lang],
        depositRequired: toMajor(following.deposit),
        validBetRequired: toMajor(following.validBet),
        depositLeft: toMajor(Math.max(following.deposit - deposited, 0)),
        validBetLeft: toMajor(Math.max(following.validBet - validBet, 0)),
      }
    : null;
  return {
    level,
    name: levelAt(level - 1).names[lang],
    deposited: toMajor(deposited),
    validBet: toMajor(validBet),
    next,
  };
}
