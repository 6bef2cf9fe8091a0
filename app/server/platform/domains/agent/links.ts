// Link management (SPEC.md sections 1 and 6: agents get a referral link): an agent's registration
// links, each with its own code, for members or sub-agents, and the agent's timezone offset (the
// agent centre's live clock, SPEC.md section 2).
import type { Database } from '../../db';
import { randomInt } from 'node:crypto';
import { ErrorCode, maxReferralLinks, type ReferralLink, type ReferralLinkType } from '@lobby/contract';
import { PlatformError } from '../../http';
import { platformOffsetMinutes, isoTime } from '../../shared/days';

export function migrateLinks(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS agent_links (
      link_id INTEGER PRIMARY KEY,
      agent_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE,
      type TEXT NOT NULL CHECK (type IN ('MEMBER', 'AGENT')),
      note TEXT NOT NULL DEFAULT '',
      created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS agent_links_agent ON agent_links (agent_id, created_at);
    CREATE TABLE IF NOT EXISTS agent_profiles (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      timezone_offset INTEGER NOT NULL CHECK (timezone_offset BETWEEN -720 AND 840)
    );
  `);
}

/** Link codes: 'L' and 7 letters or digits (the registration's referralCode rule: ID_ALNUM, 4-16). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newLinkCode = (random: (max: number) => number = randomInt): string =>
  `L${Array.from({ length: 7 }, () => codeAlphabet[random(codeAlphabet.length)]).join('')}`;

/** A fresh affiliate code for a new sub-agent (its links then place members below it). */
export function newAffiliateCode(accounts: { byAffiliateCode: (code: string) => unknown }): string {
  let code: string;
  do code = `A${newLinkCode().slice(1)}`;
  while (accounts.byAffiliateCode(code));
  return code;
}

interface LinkRow {
  link_id: number;
  code: string;
  type: ReferralLinkType;
  note: string;
  created_at: number;
  registrations: number;
}

/** The registration path of a link (relative to the site's origin; the route /register of SPEC.md section 2). */
function linkPath(code: string, affiliateCode: string | null): string {
  const query = new URLSearchParams({ referralCode: code });
  if (affiliateCode) query.set('affiliateCode', affiliateCode);
  return `/register?${query.toString()}`;
}

export function createLinkStore(db: Database, now: () => number) {
  // Registrations keep the referralCode they were made with (member domain: member_profiles).
  const list = db.prepare(`SELECT l.*, (SELECT COUNT(*) FROM member_profiles p
      WHERE json_extract(p.data, '$.referralCode') = l.code COLLATE NOCASE) AS registrations
    FROM agent_links l WHERE l.agent_id = ? ORDER BY l.created_at DESC, l.link_id DESC`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM agent_links WHERE agent_id = ?');
  const byCode = db.prepare('SELECT link_id FROM agent_links WHERE code = ?');
  const insert = db.prepare(
    'INSERT INTO agent_links (agent_id, code, type, note, created_at) VALUES (@agentId, @code, @type, @note, @time)',
  );
  const remove = db.prepare('DELETE FROM agent_links WHERE link_id = ? AND agent_id = ?');
  const affiliateOf = db.prepare('SELECT affiliate_code FROM accounts WHERE id = ?');

  const toLink = (row: LinkRow, affiliateCode: string | null): ReferralLink => ({
    linkId: row.link_id,
    code: row.code,
    type: row.type,
    note: row.note,
    path: linkPath(row.code, affiliateCode),
    registrations: row.registrations,
    createdTime: isoTime(row.created_at),
  });
  const affiliateCodeOf = (agentId: number) =>
    (affiliateOf.get(agentId) as { affiliate_code: string | null } | undefined)?.affiliate_code ?? null;

  return {
    affiliateCodeOf,
    list(agentId: number): ReferralLink[] {
      const affiliateCode = affiliateCodeOf(agentId);
      return (list.all(agentId) as LinkRow[]).map((row) => toLink(row, affiliateCode));
    },
    /** A new link (at most `maxReferralLinks` per agent: STATE_CONFLICT beyond). */
    add: db.transaction(
      (
        agentId: number,
        input: { type: ReferralLinkType; note: string; code?: string; time?: number },
      ): ReferralLink => {
        const { n } = count.get(agentId) as { n: number };
        if (n >= maxReferralLinks) {
          throw new PlatformError(ErrorCode.STATE_CONFLICT, `At most ${maxReferralLinks} links; remove one first`);
        }
        let code = input.code ?? newLinkCode();
        while (byCode.get(code)) code = newLinkCode();
        const { lastInsertRowid } = insert.run({
          agentId,
          code,
          type: input.type,
          note: input.note,
          time: input.time ?? now(),
        });
        const created = (list.all(agentId) as LinkRow[]).find((row) => row.link_id === Number(lastInsertRowid));
        if (!created) throw new Error('the new link is missing');
        return toLink(created, affiliateCodeOf(agentId));
      },
    ),
    /** Removes one of the agent's links; another agent's (or an unknown) link is NOT_FOUND. */
    remove(agentId: number, linkId: number): void {
      if (remove.run(linkId, agentId).changes === 0) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such link');
    },
  };
}

/**
 * The agent and the kind of account a link code registers (for the registration: a MEMBER link
 * places a member below the agent, an AGENT link a sub-agent); undefined for an unknown code.
 */
export function referralLinkByCode(
  db: Database,
  code: string,
): { agentId: number; type: ReferralLinkType } | undefined {
  const row = db.prepare('SELECT agent_id, type FROM agent_links WHERE code = ?').get(code) as
    { agent_id: number; type: ReferralLinkType } | undefined;
  return row ? { agentId: row.agent_id, type: row.type } : undefined;
}

/** Minutes east of UTC of an agent's clock: its own setting, else the platform's. */
export function timezoneOffsetOf(db: Database, accountId: number): number {
  const row = db.prepare('SELECT timezone_offset FROM agent_profiles WHERE account_id = ?').get(accountId) as
    { timezone_offset: number } | undefined;
  return row?.timezone_offset ?? platformOffsetMinutes;
}

export function setTimezoneOffset(db: Database, accountId: number, minutes: number): void {
  db.prepare(
    'INSERT INTO agent_profiles (account_id, timezone_offset) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET timezone_offset = excluded.timezone_offset',
  ).run(accountId, minutes);
}
