// The agent centre (SPEC.md section 2): its layout and its pages, each declared in the route table.
export { AgentCentre } from './AgentCentre';
export { Announcements } from './Announcements';
export {
  DailySalaryContracts,
  DividendContracts,
  HourlySalaryContracts,
  RealtimeSalaryContracts,
} from './ContractPages';
export { Downlines } from './Downlines';
export { RegisterCentre } from './Register';
export { Revenue, TeamBets, TeamProfitLoss, TeamTransactions } from './Reports';
export { TeamFigures } from './TeamFigures';
