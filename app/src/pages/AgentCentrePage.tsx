import { AgentCentre } from '../features/agent';

/** /agentHome/* (SPEC.md section 2): agents only; the route's guard sends others to /agent. */
export default function AgentCentrePage() {
  return <AgentCentre />;
}
