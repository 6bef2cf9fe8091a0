// The winners board page (/winners, SPEC.md sections 1 and 9).
export { Winners } from './Winners';
