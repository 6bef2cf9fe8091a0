/**
 * The app's own strings (namespace "app"). Every shipped language is complete (SPEC.md section 9).
 * Each area of the site keeps its strings in its own file under strings/, under its own key
 * (`t('home.search')`), so that areas never collide; the core strings sit at the top level.
 *
 * The eager areas ship with the first script (what the frame, home and the popups show); the lazy
 * areas (areas.ts) arrive with the pages that use them, so that the member pages' words do not
 * weigh on the first load. The types cover both, so every key is checked at compile time.
 */
import type { ShippedLanguage } from '@lobby/design-system';
import { authStrings } from './strings/auth';
import { coreStrings } from './strings/core';
import { gamesStrings } from './strings/games';
import { homeStrings } from './strings/home';
import { shellStrings } from './strings/shell';
import type { accountStrings } from './strings/account';
import type { agentStrings } from './strings/agent';
import type { centresStrings } from './strings/centres';
import type { inboxStrings } from './strings/inbox';
import type { pointsStrings } from './strings/points';
import type { promotionsStrings } from './strings/promotions';
import type { recordsStrings } from './strings/records';
import type { walletStrings } from './strings/wallet';

function compose(language: ShippedLanguage) {
  return {
    ...coreStrings[language],
    shell: shellStrings[language],
    auth: authStrings[language],
    home: homeStrings[language],
    games: gamesStrings[language],
  };
}

/** The areas loaded on demand (areas.ts), by their key under the app namespace. */
export interface LazyAppStrings {
  centres: (typeof centresStrings)['es'];
  wallet: (typeof walletStrings)['es'];
  records: (typeof recordsStrings)['es'];
  account: (typeof accountStrings)['es'];
  points: (typeof pointsStrings)['es'];
  promotions: (typeof promotionsStrings)['es'];
  inbox: (typeof inboxStrings)['es'];
  agent: (typeof agentStrings)['es'];
}

export type EagerAppStrings = ReturnType<typeof compose>;
export type AppStrings = EagerAppStrings & LazyAppStrings;

export const appNamespace = 'app';
export const appResources = { es: compose('es'), en: compose('en'), th: compose('th') } as const satisfies Record<
  ShippedLanguage,
  EagerAppStrings
>;
