// View pieces more than one feature uses: the centres' frame and cards, data states, formats, icons.
export { CardGrid, CentreFrame, CentrePanel, CentreSection, Figures, useMenuCollapsed } from './CentreFrame';
export { deferred } from './deferred';
export { DataState, LoadError, useTableState, type DataSource } from './DataState';
export * as centreLayout from './CentreFrame.css';
export { icon } from './icon';
export { agentIcons, memberIcons, serviceIcons } from './menuIcons';
export { useCurrencySymbol } from './useCurrencySymbol';
export { useFormat } from './useFormat';
export { useCentrePage } from './useCentrePage';
export { useSearchText } from './useSearchText';
