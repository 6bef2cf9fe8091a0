// Skeleton: replaced by the page's own work (issue 7).
import { Heading } from '@lobby/design-system';

export default function ActivityCentrePage() {
  return <Heading level={1}>ActivityCentrePage</Heading>;
}
