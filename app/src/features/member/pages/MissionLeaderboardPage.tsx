import { Missions } from '../sections/Missions';

/** /member/missionLeaderboard (SPEC.md section 2). */
export default function MissionLeaderboardPage() {
  return <Missions />;
}
