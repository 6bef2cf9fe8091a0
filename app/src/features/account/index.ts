// My account (SPEC.md section 2: securityCenter, referral, missionLeaderboard; their screens load with
// their routes), the frame of the pages of their own outside the centres, and the account's action.
export { AccountPage } from './AccountPage';
export * as accountLayout from './account.css';
export { useAction } from './useAction';
