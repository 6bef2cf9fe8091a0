// Agent contracts (SPEC.md sections 3, 4 and 6): four kinds between an agent and a direct downline
// agent, offered by the upline, accepted or rejected by the downline; terminations requested by either
// party; and the rule that accepting a contract ends, automatically, the acceptor's own contracts of
// that kind with downlines whose rate is higher than the accepted one.
import type { Database } from '../../db';
import {
  type Contract,
  type ContractKind,
  type ContractRequestFlag,
  type ContractRole,
  type ContractStatus,
  type ContractTerms,
  ErrorCode,
} from '@lobby/contract';
import { PlatformError } from '../../http';
import { isoTime } from '../../shared/days';

const liveStatuses = "('PENDING', 'ACTIVE', 'TERMINATION_PENDING')";

export function migrateAgent(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS agent_contracts (
      contract_id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      upline_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      downline_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      request_type TEXT NOT NULL,
      requested_by INTEGER,
      terms TEXT NOT NULL,
      rate INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      end_reason TEXT,
      activated_at INTEGER,
      settled_until INTEGER
    );
    CREATE UNIQUE INDEX IF NOT EXISTS agent_contracts_live ON agent_contracts (kind, downline_id)
      WHERE status IN ${liveStatuses};
    CREATE INDEX IF NOT EXISTS agent_contracts_upline ON agent_contracts (upline_id, kind);
  `);
  // Databases made before settlement existed: add its two columns (activated_at: when the contract
  // became active; settled_until: the end of the last settled period).
  const columns = new Set(
    (db.prepare('PRAGMA table_info(agent_contracts)').all() as { name: string }[]).map((c) => c.name),
  );
  if (!columns.has('activated_at')) {
    db.exec(`ALTER TABLE agent_contracts ADD COLUMN activated_at INTEGER;
      UPDATE agent_contracts SET activated_at = created_at WHERE status IN ('ACTIVE', 'TERMINATION_PENDING')`);
  }
  if (!columns.has('settled_until')) db.exec('ALTER TABLE agent_contracts ADD COLUMN settled_until INTEGER');
}

interface ContractRow {
  contract_id: number;
  kind: ContractKind;
  upline_id: number;
  upline: string;
  downline_id: number;
  downline: string;
  status: ContractStatus;
  request_type: 'NEW' | 'TERMINATION';
  requested_by: number | null;
  terms: string;
  rate: number;
  created_at: number;
  updated_at: number;
  end_reason: string | null;
  activated_at: number | null;
}

const select = `SELECT c.*, u.username AS upline, d.username AS downline FROM agent_contracts c
  JOIN accounts u ON u.id = c.upline_id JOIN accounts d ON d.id = c.downline_id`;

const toContract = (row: ContractRow): Contract => ({
  contractId: row.contract_id,
  kind: row.kind,
  upline: { customerId: row.upline_id, account: row.upline },
  downline: { customerId: row.downline_id, account: row.downline },
  status: row.status,
  requestType: row.request_type,
  requestedBy: row.requested_by,
  terms: JSON.parse(row.terms) as ContractTerms,
  rate: row.rate / 100,
  createdTime: isoTime(row.created_at),
  updatedTime: isoTime(row.updated_at),
  endReason: row.end_reason,
  activatedTime: row.activated_at === null ? null : isoTime(row.activated_at),
});

/** Highest tier rate in hundredths of a percent (what the higher-rate rule compares). */
const rateOf = (terms: ContractTerms): number => Math.round(Math.max(...terms.tiers.map((tier) => tier.rate)) * 100);

const flagNames: Record<
  ContractKind,
  'divtypereq' | 'dailysalreqtype' | 'contracthoursalreqtype' | 'realtimesalreqtype'
> = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreqtype',
  REALTIME_SALARY: 'realtimesalreqtype',
};

/** What waits for this account's answer, per kind (the consolidated info of SPEC.md section 3). */
export function contractFlags(
  db: Database,
  accountId: number,
): Record<(typeof flagNames)[ContractKind], ContractRequestFlag> {
  const flags = { divtypereq: 0, dailysalreqtype: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 } as Record<
    (typeof flagNames)[ContractKind],
    ContractRequestFlag
  >;
  const rows = db
    .prepare(
      `SELECT kind, status FROM agent_contracts WHERE (downline_id = @id OR upline_id = @id)
       AND status IN ('PENDING', 'TERMINATION_PENDING') AND requested_by IS NOT @id`,
    )
    .all({ id: accountId }) as { kind: ContractKind; status: ContractStatus }[];
  for (const row of rows) flags[flagNames[row.kind]] = row.status === 'PENDING' ? 1 : 2;
  return flags;
}

export function createContractStore(db: Database, now: () => number) {
  const byId = db.prepare(`${select} WHERE c.contract_id = ?`);
  const insert = db.prepare(`INSERT INTO agent_contracts
    (kind, upline_id, downline_id, status, request_type, requested_by, terms, rate, created_at, updated_at, end_reason,
     activated_at)
    VALUES (@kind, @uplineId, @downlineId, @status, @requestType, @requestedBy, @terms, @rate, @time, @time, @endReason,
     @activatedAt)`);
  const activate = db.prepare('UPDATE agent_contracts SET activated_at = ? WHERE contract_id = ?');
  const update = db.prepare(`UPDATE agent_contracts SET status = @status, request_type = @requestType,
    requested_by = @requestedBy, end_reason = @endReason, updated_at = @time WHERE contract_id = @contractId`);
  const live = db.prepare(
    `SELECT contract_id FROM agent_contracts WHERE kind = ? AND downline_id = ? AND status IN ${liveStatuses}`,
  );
  const ownActive = db.prepare(
    `SELECT rate FROM agent_contracts WHERE kind = ? AND downline_id = ? AND status IN ('ACTIVE', 'TERMINATION_PENDING')`,
  );
  const higherDownlines = db.prepare(
    `${select} WHERE c.kind = ? AND c.upline_id = ? AND c.rate > ? AND c.status IN ${liveStatuses}`,
  );

  const get = (contractId: number): Contract => {
    const row = byId.get(contractId) as ContractRow | undefined;
    if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such contract');
    return toContract(row);
  };
  const set = (
    contract: Contract,
    change: {
      status: ContractStatus;
      requestType?: 'NEW' | 'TERMINATION';
      requestedBy?: number | null;
      endReason?: string | null;
    },
  ) => {
    update.run({
      contractId: contract.contractId,
      status: change.status,
      requestType: change.requestType ?? contract.requestType,
      requestedBy: change.requestedBy ?? null,
      endReason: change.endReason ?? null,
      time: now(),
    });
    return get(contract.contractId);
  };
  const conflict = (why: string) => new PlatformError(ErrorCode.STATE_CONFLICT, why);
  const isParty = (contract: Contract, accountId: number) =>
    contract.upline.customerId === accountId || contract.downline.customerId === accountId;

  return {
    get,
    list(
      kind: ContractKind,
      accountId: number,
      role: ContractRole | undefined,
      page: { pageNo: number; pageSize: number },
    ) {
      const filter = `c.kind = @kind AND ${
        role === 'upline'
          ? 'c.upline_id = @id'
          : role === 'downline'
            ? 'c.downline_id = @id'
            : '(c.upline_id = @id OR c.downline_id = @id)'
      }`;
      const params = { kind, id: accountId };
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM agent_contracts c WHERE ${filter}`).get(params) as {
        n: number;
      };
      const rows = db
        .prepare(`${select} WHERE ${filter} ORDER BY c.updated_at DESC, c.contract_id DESC LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }) as ContractRow[];
      return { list: rows.map(toContract), totalCount: n };
    },
    /** A new offer from the upline to a direct downline; never above the upline's own active rate. */
    offer: db.transaction(
      (input: {
        kind: ContractKind;
        uplineId: number;
        downlineId: number;
        terms: ContractTerms;
        time?: number;
        status?: ContractStatus;
      }) => {
        if (live.get(input.kind, input.downlineId)) throw conflict('This downline already has a contract of this kind');
        const rate = rateOf(input.terms);
        const own = ownActive.get(input.kind, input.uplineId) as { rate: number } | undefined;
        if (own && rate > own.rate) {
          throw new PlatformError(
            ErrorCode.VALIDATION,
            `terms rate must not exceed your own rate of ${own.rate / 100}`,
          );
        }
        const time = input.time ?? now();
        const status = input.status ?? 'PENDING';
        const { lastInsertRowid } = insert.run({
          kind: input.kind,
          uplineId: input.uplineId,
          downlineId: input.downlineId,
          status,
          requestType: 'NEW',
          requestedBy: status === 'PENDING' ? input.uplineId : null,
          terms: JSON.stringify(input.terms),
          rate,
          time,
          endReason: status === 'REJECTED' ? 'REJECTED' : status === 'TERMINATED' ? 'TERMINATED' : null,
          activatedAt: status === 'ACTIVE' || status === 'TERMINATION_PENDING' ? time : null,
        });
        return get(Number(lastInsertRowid));
      },
    ),
    requestTermination: db.transaction((contractId: number, accountId: number) => {
      const contract = get(contractId);
      if (!isParty(contract, accountId)) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such contract');
      if (contract.status !== 'ACTIVE') throw conflict('Only an active contract can be ended');
      return set(contract, { status: 'TERMINATION_PENDING', requestType: 'TERMINATION', requestedBy: accountId });
    }),
    /** Accepts the pending request of the other party; returns the contracts ended by the higher-rate rule. */
    accept: db.transaction(
      (contractId: number, accountId: number): { contract: Contract; autoTerminated: Contract[] } => {
        const contract = get(contractId);
        if (!isParty(contract, accountId)) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such contract');
        if (contract.status === 'TERMINATION_PENDING' && contract.requestedBy !== accountId) {
          return { contract: set(contract, { status: 'TERMINATED', endReason: 'TERMINATED' }), autoTerminated: [] };
        }
        if (contract.status !== 'PENDING' || contract.downline.customerId !== accountId) {
          throw conflict('Nothing waits for your answer on this contract');
        }
        activate.run(now(), contract.contractId);
        const accepted = set(contract, { status: 'ACTIVE' });
        const rate = Math.round(accepted.rate * 100);
        const higher = (higherDownlines.all(contract.kind, accountId, rate) as ContractRow[]).map(toContract);
        const autoTerminated = higher.map((item) => set(item, { status: 'TERMINATED', endReason: 'AUTO_HIGHER_RATE' }));
        return { contract: accepted, autoTerminated };
      },
    ),
    reject: db.transaction((contractId: number, accountId: number) => {
      const contract = get(contractId);
      if (!isParty(contract, accountId)) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such contract');
      if (contract.status === 'TERMINATION_PENDING' && contract.requestedBy !== accountId) {
        return set(contract, { status: 'ACTIVE' });
      }
      if (contract.status !== 'PENDING' || contract.downline.customerId !== accountId) {
        throw conflict('Nothing waits for your answer on this contract');
      }
      return set(contract, { status: 'REJECTED', endReason: 'REJECTED' });
    }),
    /** The upline ends a contract at once. */
    terminate: db.transaction((contractId: number, accountId: number) => {
      const contract = get(contractId);
      if (!isParty(contract, accountId)) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such contract');
      if (contract.upline.customerId !== accountId) throw conflict('Only the upline can end a contract at once');
      if (contract.status !== 'ACTIVE' && contract.status !== 'TERMINATION_PENDING') {
        throw conflict('Only an active contract can be ended');
      }
      return set(contract, { status: 'TERMINATED', endReason: 'TERMINATED' });
    }),
  };
}

/**
 * Seed only: ends an active contract at `time` (TERMINATED, or AUTO_HIGHER_RATE when a higher-rate
 * contract was ended by the rule), as if it had happened then.
 */
export function seedContractEnd(
  db: Database,
  contractId: number,
  endReason: 'TERMINATED' | 'AUTO_HIGHER_RATE',
  time: number,
): void {
  db.prepare(
    `UPDATE agent_contracts SET status = 'TERMINATED', request_type = 'NEW', requested_by = NULL,
     end_reason = ?, updated_at = ? WHERE contract_id = ?`,
  ).run(endReason, time, contractId);
}
