import { Missions } from '../../account/missions/Missions';

/** /member/missionLeaderboard (SPEC.md section 2). */
export default function MissionLeaderboardPage() {
  return <Missions />;
}
