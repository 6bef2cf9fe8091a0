import { Promotions } from './Promotions';

/** /promotions (SPEC.md section 2): public; the states shown are the player's when logged in. */
export default function PromotionsPage() {
  return <Promotions />;
}
