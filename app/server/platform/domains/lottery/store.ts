// Recent Vietnam lotto games and missions (SPEC.md section 7 "Lottery").
import type { Database } from '../../db';
import type { Mission, MissionState } from '@lobby/contract';
import type { Labels, Lang } from '../../seed/names';
import { toMajor } from '../../shared/money';

export function migrateLottery(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS lottery_recent (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      game_code TEXT NOT NULL,
      played_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, game_code)
    );
    CREATE TABLE IF NOT EXISTS missions (
      mission_id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      target INTEGER NOT NULL CHECK (target > 0),
      reward INTEGER NOT NULL
    );
    -- A mission's title in one language (issue 16 item 7); the row of missions holds the English,
    -- which answers a language without its own.
    CREATE TABLE IF NOT EXISTS mission_texts (
      mission_id INTEGER NOT NULL REFERENCES missions(mission_id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      PRIMARY KEY (mission_id, lang)
    );
    CREATE TABLE IF NOT EXISTS mission_progress (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      mission_id INTEGER NOT NULL REFERENCES missions(mission_id),
      progress INTEGER NOT NULL,
      claimed INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (account_id, mission_id)
    );
  `);
}

interface MissionRow {
  mission_id: number;
  title: string;
  target: number;
  reward: number;
  progress: number;
  claimed: number;
}

const toMission = (row: MissionRow): Mission => {
  const state: MissionState = row.claimed ? 'CLAIMED' : row.progress >= row.target ? 'COMPLETED' : 'IN_PROGRESS';
  return {
    missionId: row.mission_id,
    title: row.title,
    target: row.target,
    progress: Math.min(row.progress, row.target),
    rewardAmount: toMajor(row.reward),
    state,
  };
};

export function createLotteryStore(db: Database) {
  const launch = db.prepare(
    `INSERT INTO lottery_recent (account_id, game_code, played_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id, game_code) DO UPDATE SET played_at = excluded.played_at`,
  );
  const recent = db.prepare(
    'SELECT game_code FROM lottery_recent WHERE account_id = ? ORDER BY played_at DESC LIMIT 10',
  );
  const missions = db.prepare(
    `SELECT m.mission_id, COALESCE(t.title, m.title) AS title, m.target, m.reward,
       COALESCE(p.progress, 0) AS progress, COALESCE(p.claimed, 0) AS claimed
     FROM missions m LEFT JOIN mission_progress p ON p.mission_id = m.mission_id AND p.account_id = @accountId
     LEFT JOIN mission_texts t ON t.mission_id = m.mission_id AND t.lang = @lang
     ORDER BY m.mission_id`,
  );
  const addMission = db.prepare('INSERT INTO missions (mission_id, title, target, reward) VALUES (?, ?, ?, ?)');
  const addText = db.prepare('INSERT INTO mission_texts (mission_id, lang, title) VALUES (?, ?, ?)');
  const addProgress = db.prepare(
    'INSERT INTO mission_progress (account_id, mission_id, progress, claimed) VALUES (?, ?, ?, ?)',
  );
  /** The account's missions, their titles in `lang` (English for the counts, where no words show). */
  const missionsOf = (accountId: number, lang: Lang = 'EN'): Mission[] =>
    (missions.all({ accountId, lang }) as MissionRow[]).map(toMission);
  return {
    /** Records a lotto launch (the game launch calls it, through ctx.services.lottery). */
    recordLaunch(accountId: number, gameCode: string, time: number): void {
      launch.run(accountId, gameCode, time);
    },
    /** The account's last 10 lotto games, newest first. */
    recent: (accountId: number): string[] =>
      (recent.all(accountId) as { game_code: string }[]).map((row) => row.game_code),
    missionsOf,
    /** Completed, not yet claimed missions: the member menu badge (CSP_unreadCount). */
    unclaimedMissions: (accountId: number): number =>
      missionsOf(accountId).filter((mission) => mission.state === 'COMPLETED').length,
    /** Seed: a mission, its title in every language (English kept on the row); its reward in minor units. */
    addMission(missionId: number, titles: Labels, target: number, reward: number): void {
      addMission.run(missionId, titles.EN, target, reward);
      for (const lang of ['EN', 'ES', 'TH'] as const) addText.run(missionId, lang, titles[lang]);
    },
    /** Seed: an account's progress on a mission. */
    addProgress(accountId: number, missionId: number, progress: number, claimed: boolean): void {
      addProgress.run(accountId, missionId, progress, claimed ? 1 : 0);
    },
  };
}
