import { PointMall } from '.';

/** /pointMall (SPEC.md section 2): members only; the route's guard keeps guests and trial users out. */
export default function PointMallPage() {
  return <PointMall />;
}
