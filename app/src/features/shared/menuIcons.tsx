import type { ReactNode } from 'react';
import type { AgentPage, MemberPage } from '../../routes/paths';
import { icon } from './icon';

const shapes = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-5 15-5 16 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  wallet: 'M3 7h18v12H3zM3 7l3-3h12l3 3M16 13h2',
  deposit: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  withdraw: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  upline: 'M12 20V8M6 14l6-6 6 6M5 4h14',
  ticket: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4zM10 7v12',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h0M4 12h0M4 18h0',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  medal: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM8.5 13L7 21l5-3 5 3-1.5-8',
  invite: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c1-5 13-5 14 0M19 8v6M16 11h6',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  rebate: 'M4 12a8 8 0 1 0 3-6.3M4 4v4h4M12 8v8M9.5 10.5h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4',
  megaphone: 'M3 10v4h3l8 5V5L6 10zM18 9a4 4 0 0 1 0 6',
  team: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c1-4 11-4 12 0M12 16c2-2 9-2 10 4',
  register: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c1-5 12-5 13 0M19 14v6M16 17h6',
  contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  gauge: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M4 20h16',
  pause: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 9v6M14 9v6',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
} as const;

/** The member-centre menu icons, one per page of SPEC.md section 2. */
export const memberIcons: Record<MemberPage, ReactNode> = {
  securityCenter: icon(shapes.shield),
  vip: icon(shapes.crown),
  transferFund: icon(shapes.wallet),
  depositv2: icon(shapes.deposit),
  withdraw: icon(shapes.withdraw),
  transferUpline: icon(shapes.upline),
  personalHistoryCopy: icon(shapes.ticket),
  transactionHistory: icon(shapes.list),
  personalProfit: icon(shapes.chart),
  bonusDetails: icon(shapes.gift),
  rewardCenter: icon(shapes.medal),
  referral: icon(shapes.invite),
  missionLeaderboard: icon(shapes.trophy),
  messageV2: icon(shapes.mail),
  manualRebate: icon(shapes.rebate),
  limits: icon(shapes.gauge),
  takeABreak: icon(shapes.pause),
};

/** The agent-centre menu icons, one per page of SPEC.md section 2. */
export const agentIcons: Record<AgentPage, ReactNode> = {
  agentAnnouncement: icon(shapes.megaphone),
  agentTeamOverview: icon(shapes.team),
  registerCenter: icon(shapes.register),
  downlineManagmentView: icon(shapes.person),
  personalHistoryCopy: icon(shapes.ticket),
  palStatementsAgentCopy: icon(shapes.chart),
  agentRevenueReport: icon(shapes.wallet),
  agentDownlineTransactionDetailsCopy: icon(shapes.list),
  agentDividendRecordCopy2: icon(shapes.contract),
  agentDailyWages2: icon(shapes.gift),
  agentHourSalary: icon(shapes.clock),
  agentRealtimeSalary: icon(shapes.bolt),
};

/** The agent centre's other entries (SPEC.md section 2). */
export const serviceIcons = {
  deposit: icon(shapes.deposit),
  withdraw: icon(shapes.withdraw),
  messages: icon(shapes.mail),
  customerService: icon(shapes.support),
} as const;
