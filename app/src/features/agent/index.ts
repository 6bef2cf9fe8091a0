export { AgentCentre } from './AgentCentre';
