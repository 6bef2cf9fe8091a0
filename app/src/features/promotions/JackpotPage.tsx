import { Jackpot } from './Jackpot';

/** /jackpot: the jackpot pools and the winners list (SPEC.md section 1 "Other screens"); public. */
export default function JackpotPage() {
  return <Jackpot />;
}
