import { ActivityCentre } from './ActivityCentre';

/** /activity: the activity centre (SPEC.md section 1 "Other screens"); public, the player's part when logged in. */
export default function ActivityCentrePage() {
  return <ActivityCentre />;
}
