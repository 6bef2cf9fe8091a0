/** TEMPORARY scaffold, replaced by the page work of issue 6. */
export default function AgentCentrePage() {
  return null;
}
