// View pieces more than one feature uses: the centres' frame and cards, data states, formats, icons.
export { CardGrid, CentreFrame, CentrePanel, CentreSection, Figures, useMenuCollapsed } from './CentreFrame';
export { DataState, useTableState } from './DataState';
export { icon } from './icon';
export { agentIcons, memberIcons, serviceIcons } from './menuIcons';
export { ReferralCard } from './ReferralCard';
export { useCurrencySymbol } from './useCurrencySymbol';
export { useFormat } from './useFormat';
export { useSearchText } from './useSearchText';
