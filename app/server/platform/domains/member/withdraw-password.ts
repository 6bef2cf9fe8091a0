// Whether a member has a withdraw password (SPEC.md section 3: a labelled profile field). The
// password is set and changed with the withdrawals (the wallet domain's withdraw_passwords table);
// the profile only shows whether one is set.
import type { Database } from '../../db';

export function createWithdrawPasswordCheck(db: Database): (accountId: number) => boolean {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'withdraw_passwords'").get();
  if (!exists) return () => false;
  const find = db.prepare('SELECT 1 FROM withdraw_passwords WHERE account_id = ?');
  return (accountId) => find.get(accountId) !== undefined;
}
