// The game catalogue, favourites, recent games and open game sessions, over SQLite.
import type { Database } from '../../db';
import { randomBytes } from 'node:crypto';
import {
  type Game,
  type GameClassifyEntry,
  type IsGameFlag,
  type ProductLine,
  productLines,
  type RecentGame,
  type VendorLane,
} from '@lobby/contract';
import { classesByLine, generateCatalogue } from '../../seed/catalogue';
import { classLabels, label, lineLabels, type Lang } from '../../seed/names';
import { isoTime } from '../../shared/days';
import { assetUrl } from '../../shared/assets';

export function migrateGames(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS game_vendors (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      account_type_id INTEGER NOT NULL UNIQUE,
      lines TEXT NOT NULL,
      is_game TEXT NOT NULL,
      sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS games (
      node_id INTEGER PRIMARY KEY,
      game_type TEXT NOT NULL,
      vassalage TEXT NOT NULL REFERENCES game_vendors(code),
      game_code TEXT NOT NULL,
      game_name TEXT NOT NULL,
      game_classify TEXT NOT NULL,
      is_game TEXT NOT NULL,
      free_play INTEGER NOT NULL,
      hot_rank INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS games_type ON games (game_type, vassalage, game_classify);
    CREATE INDEX IF NOT EXISTS games_vendor ON games (vassalage, game_code);
    CREATE INDEX IF NOT EXISTS games_hot ON games (hot_rank) WHERE hot_rank > 0;
    CREATE TABLE IF NOT EXISTS game_favourites (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      created_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, node_id)
    );
    CREATE TABLE IF NOT EXISTS game_recent (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      played_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, node_id)
    );
    CREATE TABLE IF NOT EXISTS game_sessions (
      id TEXT PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      node_id INTEGER NOT NULL REFERENCES games(node_id),
      opened_at INTEGER NOT NULL,
      last_seen INTEGER NOT NULL,
      closed INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS game_sessions_account ON game_sessions (account_id, closed);
  `);
}

/** Fills the catalogue from the seed (one transaction, prepared statements: well under a second). */
export function seedCatalogue(db: Database, seed: number): void {
  const { vendors, games } = generateCatalogue(seed);
  const insertVendor = db.prepare(
    'INSERT INTO game_vendors (code, name, account_type_id, lines, is_game, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  vendors.forEach((vendor, index) =>
    insertVendor.run(vendor.code, vendor.name, vendor.accountTypeId, vendor.lines.join(','), vendor.isGame, index),
  );
  const insertGame = db.prepare(`INSERT INTO games
    (node_id, game_type, vassalage, game_code, game_name, game_classify, is_game, free_play, hot_rank, sort)
    VALUES (@nodeId, @gameType, @vassalage, @gameCode, @gameName, @gameClassify, @isGame, @freePlay, @hotRank, @sort)`);
  for (const game of games) insertGame.run({ ...game, freePlay: game.freePlay ? 1 : 0 });
}

interface VendorRow {
  code: string;
  name: string;
  account_type_id: number;
  lines: string;
  is_game: IsGameFlag;
  sort: number;
}

interface GameRow {
  node_id: number;
  game_type: ProductLine;
  vassalage: string;
  game_code: string;
  game_name: string;
  game_classify: string;
  is_game: IsGameFlag;
  free_play: number;
  vendor_name: string;
}

const gameColumns = `g.node_id, g.game_type, g.vassalage, g.game_code, g.game_name, g.game_classify, g.is_game,
  g.free_play, v.name AS vendor_name`;
const gameFrom = 'FROM games g JOIN game_vendors v ON v.code = g.vassalage';

function toGame(row: GameRow): Game {
  const icon = assetUrl('game', row.node_id);
  return {
    nodeId: row.node_id,
    gameType: row.game_type,
    vassalage: row.vassalage,
    gameCode: row.game_code,
    gameName: row.game_name,
    nodeName: row.game_name,
    displayName: row.vendor_name,
    showIcon: icon,
    lagerIcon: icon,
    isGame: row.is_game,
    gameClassify: row.game_classify,
    freePlay: row.free_play === 1,
  };
}

export interface GameFilter {
  gameType?: ProductLine;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
}

/** Recent games kept per account (the oldest drop off). */
const recentLimit = 30;
/** An open real-money game counts as open while its page has been seen this recently. */
const sessionLiveMs = 60_000;

export function createGameStore(db: Database) {
  const vendorsQuery = db.prepare('SELECT * FROM game_vendors ORDER BY sort');
  const byNode = db.prepare(`SELECT ${gameColumns} ${gameFrom} WHERE g.node_id = ?`);
  const byCode = db.prepare(`SELECT ${gameColumns} ${gameFrom} WHERE g.vassalage = ? AND g.game_code = ?`);
  const firstOfVendor = db.prepare(`SELECT ${gameColumns} ${gameFrom} WHERE g.vassalage = ? ORDER BY g.sort LIMIT 1`);
  const hot = db.prepare(
    `SELECT ${gameColumns} ${gameFrom} WHERE g.hot_rank > 0 AND (@gameType IS NULL OR g.game_type = @gameType)
     ORDER BY g.hot_rank LIMIT @limit`,
  );
  const classCounts = db.prepare(
    'SELECT game_type, vassalage, game_classify, COUNT(*) AS n FROM games GROUP BY game_type, vassalage, game_classify',
  );
  const favouriteIds = db.prepare(
    'SELECT node_id FROM game_favourites WHERE account_id = ? ORDER BY created_at DESC, node_id',
  );
  const favouriteCount = db.prepare(
    `SELECT COUNT(*) AS n FROM game_favourites f JOIN games g ON g.node_id = f.node_id
     WHERE f.account_id = @accountId AND (@gameType IS NULL OR g.game_type = @gameType)`,
  );
  const favouritePage = db.prepare(
    `SELECT ${gameColumns} FROM game_favourites f JOIN games g ON g.node_id = f.node_id
     JOIN game_vendors v ON v.code = g.vassalage
     WHERE f.account_id = @accountId AND (@gameType IS NULL OR g.game_type = @gameType)
     ORDER BY f.created_at DESC, f.node_id LIMIT @limit OFFSET @offset`,
  );
  const addFavourite = db.prepare(
    'INSERT OR IGNORE INTO game_favourites (account_id, node_id, created_at) VALUES (?, ?, ?)',
  );
  const removeFavourite = db.prepare('DELETE FROM game_favourites WHERE account_id = ? AND node_id = ?');
  const recent = db.prepare(
    `SELECT ${gameColumns}, r.played_at ${gameFrom} JOIN game_recent r ON r.node_id = g.node_id
     WHERE r.account_id = ? ORDER BY r.played_at DESC, r.node_id LIMIT ${recentLimit}`,
  );
  const touchRecent = db.prepare(
    `INSERT INTO game_recent (account_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  );
  const trimRecent = db.prepare(
    `DELETE FROM game_recent WHERE account_id = ? AND node_id NOT IN
     (SELECT node_id FROM game_recent WHERE account_id = ? ORDER BY played_at DESC, node_id LIMIT ${recentLimit})`,
  );
  const openSession = db.prepare(
    'SELECT id, node_id FROM game_sessions WHERE account_id = ? AND closed = 0 AND last_seen > ? ORDER BY last_seen DESC LIMIT 1',
  );
  const closeSessions = db.prepare('UPDATE game_sessions SET closed = 1 WHERE account_id = ? AND closed = 0');
  const insertSession = db.prepare(
    'INSERT INTO game_sessions (id, account_id, node_id, opened_at, last_seen) VALUES (?, ?, ?, ?, ?)',
  );
  const seeSession = db.prepare('UPDATE game_sessions SET last_seen = ? WHERE id = ? AND closed = 0');
  const closeSession = db.prepare('UPDATE game_sessions SET closed = 1 WHERE id = ?');

  function where(filter: GameFilter): { sql: string; params: Record<string, string> } {
    const clauses: string[] = [];
    const params: Record<string, string> = {};
    if (filter.gameType) {
      clauses.push('g.game_type = @gameType');
      params.gameType = filter.gameType;
    }
    if (filter.vassalage) {
      clauses.push('g.vassalage = @vassalage');
      params.vassalage = filter.vassalage;
    }
    if (filter.gameClassify) {
      clauses.push('g.game_classify = @gameClassify');
      params.gameClassify = filter.gameClassify;
    }
    if (filter.gameName) {
      clauses.push("g.game_name LIKE @gameName ESCAPE '\\'");
      params.gameName = `%${filter.gameName.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  const lanesCache = new Map<Lang, VendorLane[]>();

  return {
    vendors: () => vendorsQuery.all() as VendorRow[],
    game: (nodeId: number) => {
      const row = byNode.get(nodeId) as GameRow | undefined;
      return row && toGame(row);
    },
    gameByCode: (vassalage: string, gameCode: string) => {
      const row = byCode.get(vassalage, gameCode) as GameRow | undefined;
      return row && toGame(row);
    },
    vendorLobby: (vassalage: string) => {
      const row = firstOfVendor.get(vassalage) as GameRow | undefined;
      return row && toGame(row);
    },
    list(filter: GameFilter, page: { pageNo: number; pageSize: number }) {
      const { sql, params } = where(filter);
      const { n } = db.prepare(`SELECT COUNT(*) AS n FROM games g ${sql}`).get(params) as { n: number };
      const rows = db
        .prepare(`SELECT ${gameColumns} ${gameFrom} ${sql} ORDER BY g.node_id LIMIT @limit OFFSET @offset`)
        .all({ ...params, limit: page.pageSize, offset: (page.pageNo - 1) * page.pageSize }) as GameRow[];
      return { games: rows.map(toGame), totalCount: n };
    },
    hot: (gameType: ProductLine | undefined, limit: number) =>
      (hot.all({ gameType: gameType ?? null, limit }) as GameRow[]).map(toGame),
    /** product line -> vendor -> classes (GCSGAME_getVassGameType). */
    classTree(lang: Lang): Partial<Record<ProductLine, Record<string, GameClassifyEntry[]>>> {
      const tree: Partial<Record<ProductLine, Record<string, GameClassifyEntry[]>>> = {};
      const rows = classCounts.all() as {
        game_type: ProductLine;
        vassalage: string;
        game_classify: string;
        n: number;
      }[];
      for (const row of rows) {
        const vendors = (tree[row.game_type] ??= {});
        (vendors[row.vassalage] ??= []).push(classEntry(row.game_type, row.game_classify, row.n, lang));
      }
      for (const vendors of Object.values(tree))
        for (const list of Object.values(vendors)) list.sort((a, b) => a.sort - b.sort);
      return tree;
    },
    /** The lobby lanes (GCSGAME_newGameVendor); the catalogue never changes, so kept per language. */
    lanes(lang: Lang): VendorLane[] {
      const cached = lanesCache.get(lang);
      if (cached) return cached;
      const vendors = vendorsQuery.all() as VendorRow[];
      const rows = classCounts.all() as {
        game_type: ProductLine;
        vassalage: string;
        game_classify: string;
        n: number;
      }[];
      const lanes = productLines.flatMap((line): VendorLane[] => {
        const lineRows = rows.filter((row) => row.game_type === line);
        const cards = vendors
          .filter((vendor) => vendor.lines.split(',').includes(line))
          .map((vendor) => ({
            vassalage: vendor.code,
            displayName: vendor.name,
            smallIcon: assetUrl('vendor', vendor.code),
            lagerIcon: assetUrl('vendor', vendor.code),
            gameCount: lineRows.filter((row) => row.vassalage === vendor.code).reduce((sum, row) => sum + row.n, 0),
            isGame: vendor.is_game,
          }));
        if (cards.length === 0) return [];
        const counts = new Map<string, number>();
        for (const row of lineRows) counts.set(row.game_classify, (counts.get(row.game_classify) ?? 0) + row.n);
        const gameClassify = [...counts]
          .map(([key, n]) => classEntry(line, key, n, lang))
          .sort((a, b) => a.sort - b.sort);
        return [
          { title: line, gameCategory: line, displayName: label(lineLabels[line], lang, line), cards, gameClassify },
        ];
      });
      lanesCache.set(lang, lanes);
      return lanes;
    },
    favouriteIds: (accountId: number) =>
      (favouriteIds.all(accountId) as { node_id: number }[]).map((row) => row.node_id),
    favourites(accountId: number, gameType: ProductLine | undefined, page: { pageNo: number; pageSize: number }) {
      const params = { accountId, gameType: gameType ?? null };
      const { n } = favouriteCount.get(params) as { n: number };
      const rows = favouritePage.all({
        ...params,
        limit: page.pageSize,
        offset: (page.pageNo - 1) * page.pageSize,
      }) as GameRow[];
      return { games: rows.map(toGame), totalCount: n };
    },
    /** False when it was already a favourite (SPEC.md section 4: add skipped if present). */
    addFavourite: (accountId: number, nodeId: number, time: number) =>
      addFavourite.run(accountId, nodeId, time).changes > 0,
    removeFavourite: (accountId: number, nodeId: number) => removeFavourite.run(accountId, nodeId).changes > 0,
    recent: (accountId: number): RecentGame[] =>
      (recent.all(accountId) as (GameRow & { played_at: number })[]).map((row) => ({
        ...toGame(row),
        lastPlayed: isoTime(row.played_at),
      })),
    touchRecent: db.transaction((accountId: number, nodeId: number, time: number) => {
      touchRecent.run(accountId, nodeId, time);
      trimRecent.run(accountId, accountId);
    }),
    /** The open real-money game of an account, if its page was seen lately. */
    openGame: (accountId: number, time: number) =>
      openSession.get(accountId, time - sessionLiveMs) as { id: string; node_id: number } | undefined,
    startSession: db.transaction((accountId: number, nodeId: number, time: number): string => {
      closeSessions.run(accountId);
      const id = randomBytes(16).toString('base64url');
      insertSession.run(id, accountId, nodeId, time, time);
      return id;
    }),
    closeOpenGames: (accountId: number) => closeSessions.run(accountId).changes,
    seeSession: (id: string, time: number) => seeSession.run(time, id).changes > 0,
    closeSession: (id: string) => closeSession.run(id).changes > 0,
  };
}

export type GameStore = ReturnType<typeof createGameStore>;

function classEntry(line: ProductLine, key: string, gameCount: number, lang: Lang): GameClassifyEntry {
  const order = classesByLine[line].findIndex(([name]) => name === key);
  return { key, displayName: label(classLabels[key], lang, key), gameCount, sort: order < 0 ? 99 : order + 1 };
}
