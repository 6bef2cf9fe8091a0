// The member centre, and the parts the agent centre and the points mall share with it.
export { CentreFrame, CentrePanel, CentreSection, Figures, useMenuCollapsed } from './CentreFrame';
export { DataState, useTableState } from './DataState';
export { MemberCentre } from './MemberCentre';
export { agentIcons, serviceIcons } from './menuIcons';
export { ReferralCard } from './ReferralCard';
export { useFormat } from './useFormat';
