// The member centre.
export { MemberCentre } from './MemberCentre';
