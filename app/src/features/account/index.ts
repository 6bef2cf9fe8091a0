// My account (SPEC.md section 2: securityCenter, referral, missionLeaderboard; their screens load with
// their routes) and the frame of the pages of their own outside the centres.
export { AccountPage } from './AccountPage';
export * as accountLayout from './account.css';
