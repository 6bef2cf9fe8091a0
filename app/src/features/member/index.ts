// The member centre's layout (SPEC.md section 2); its pages are other features' screens, declared in
// the route table.
export { MemberCentre } from './MemberCentre';
