// Feedback and complaints (/feedback, SPEC.md section 1).
export { Feedback } from './Feedback';
