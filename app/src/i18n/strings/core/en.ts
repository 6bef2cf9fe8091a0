import type { CoreStrings } from './es';

export const en: CoreStrings = {
  meta: {
    title: 'Lobby: casino, sports and lotteries',
    description: 'Live casino, slots, sports and lotteries in one lobby.',
  },
  siteName: 'Lobby',
  languageName: 'English',
  site: {
    loading: 'Loading…',
    registerFirstTitle: 'Trial account',
    registerFirst: 'Please Register An Account First',
    ok: 'OK',
    loginRequired: 'Not logged in, please log in',
    chunkFailed: 'The page is slow to load, please check your network.',
    agentsOnly: 'Only agents can enter the agent centre.',
    skipToContent: 'Skip to content',
  },
};
