// Invite friends (SPEC.md sections 1 and 2; calls defined here): a member's referral code, the
// friends who registered with it (accounts whose upline is the member), and how far they have come.
// A friend counts as deposited once a DEPOSIT... movement credited their wallet (the wallet
// movements' kinds: domains/bets/records.ts).
import type { Database } from '../../db';
import type { ReferralFriend, ReferralFriendsValue, ReferralStatsValue } from '@lobby/contract';
import type { Account } from '../../account';
import { isAgentType, isTrialType } from '../../auth';
import { maskName } from '../../shared/names';
import { isoTime } from '../../shared/days';
import { offsetOf, totalPagesOf, type Page } from '../../shared/paging';
import { toMajor } from '../../shared/money';

/** The reward for each invited friend who deposits, in minor units (defined here). */
const referralRewardMinor = 800;

/** A member's code: an agent's affiliate code, else "R" and the account id (as MCSFE_getReferralInfo). */
function referralCodeOf(account: Pick<Account, 'id' | 'affiliateCode'>): string {
  return account.affiliateCode ?? `R${String(account.id).padStart(6, '0')}`;
}

/** The account a referral code names, when it may invite (a real member or an agent). */
export function referrerOf(
  code: string,
  accounts: { byId: (id: number) => Account | undefined; byAffiliateCode: (code: string) => Account | undefined },
): Account | undefined {
  const byId = /^R(\d{6,})$/i.exec(code);
  const account = byId ? accounts.byId(Number(byId[1])) : accounts.byAffiliateCode(code);
  if (!account || account.freePlay || isTrialType(account.type)) return undefined;
  return isAgentType(account.type) || referralCodeOf(account).toUpperCase() === code.toUpperCase()
    ? account
    : undefined;
}

interface FriendRow {
  username: string;
  reg_date: number;
  first_login_at: number | null;
  first_deposit_at: number | null;
}

const friendsSql = `SELECT a.username, a.reg_date, a.first_login_at,
    (SELECT MIN(m.created_at) FROM wallet_movements m
      WHERE m.account_id = a.id AND m.kind LIKE 'DEPOSIT%' AND m.to_type IS NOT NULL) AS first_deposit_at
  FROM accounts a WHERE a.parent_id = @id AND a.free_play = 0`;

function toFriend(row: FriendRow): ReferralFriend {
  const deposited = row.first_deposit_at !== null;
  return {
    account: maskName(row.username),
    registeredAt: isoTime(row.reg_date),
    firstDepositAt: deposited ? isoTime(row.first_deposit_at as number) : null,
    state: deposited ? 'DEPOSITED' : row.first_login_at !== null ? 'ACTIVE' : 'REGISTERED',
    reward: deposited ? toMajor(referralRewardMinor) : 0,
  };
}

export function createReferralStore(db: Database) {
  const stats = db.prepare(
    `SELECT COUNT(*) AS invited, COUNT(first_login_at) AS active, COUNT(first_deposit_at) AS deposited
     FROM (${friendsSql})`,
  );
  const page = db.prepare(`${friendsSql} ORDER BY a.reg_date DESC, a.id DESC LIMIT @limit OFFSET @offset`);

  return {
    stats(account: Account): ReferralStatsValue {
      const row = stats.get({ id: account.id }) as { invited: number; active: number; deposited: number };
      const referralCode = referralCodeOf(account);
      return {
        referralCode,
        referralPath: `/register?referralCode=${encodeURIComponent(referralCode)}`,
        invitedCount: row.invited,
        activeCount: row.active,
        depositedCount: row.deposited,
        rewardTotal: toMajor(row.deposited * referralRewardMinor),
        rewardPerFriend: toMajor(referralRewardMinor),
      };
    },
    friends(account: Account, paging: Page): ReferralFriendsValue {
      const { invited } = stats.get({ id: account.id }) as { invited: number };
      const rows = page.all({ id: account.id, limit: paging.pageSize, offset: offsetOf(paging) }) as FriendRow[];
      return { list: rows.map(toFriend), totalCount: invited, totalPages: totalPagesOf(invited, paging.pageSize) };
    },
  };
}
