// The member's own table and every query on it: the profile fields kept beside the account (what the
// registration kept, and what the member changes; nickname and e-mail live on the account).
import type { Database } from '../../db';
import type { ProfileField } from '@lobby/contract';
import type { Account } from '../../account';

export function migrateMember(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS member_profiles (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    data TEXT NOT NULL
  )`);
}

export type StoredProfile = Partial<Record<string, string>>;

export function createProfileStore(db: Database) {
  const select = db.prepare('SELECT data FROM member_profiles WHERE account_id = ?');
  const save = db.prepare('INSERT OR REPLACE INTO member_profiles (account_id, data) VALUES (?, ?)');
  const setNickname = db.prepare('UPDATE accounts SET nickname = ? WHERE id = ?');
  const setEmail = db.prepare('UPDATE accounts SET email = ? WHERE id = ?');

  const read = (accountId: number): StoredProfile => {
    const row = select.get(accountId) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as StoredProfile) : {};
  };

  return {
    read,
    write: (accountId: number, data: StoredProfile) => save.run(accountId, JSON.stringify(data)),
    /** Changes the fields in one transaction: all or none. */
    update: db.transaction((account: Account, changes: Partial<Record<ProfileField, string | null>>) => {
      const stored = read(account.id);
      for (const [field, value] of Object.entries(changes) as [ProfileField, string | null][]) {
        if (field === 'nickname') setNickname.run(value, account.id);
        else if (field === 'email') setEmail.run(value, account.id);
        // JSON leaves an undefined field out: a cleared channel is gone from the stored profile.
        else stored[field] = value ?? undefined;
      }
      save.run(account.id, JSON.stringify(stored));
    }),
  };
}
