/**
 * The app's own strings (namespace "app"). Every shipped language is complete (SPEC.md section 9).
 * Each area of the site keeps its strings under strings/, under its own key (`t('home.search')`),
 * so that areas never collide; the core strings sit at the top level.
 *
 * The eager areas ship before the first render (what the frame, home and the popups show): each is
 * a folder with one module per language (strings/shell/es.ts …), Spanish defining its keys, gathered
 * per language in languages/, so that a page downloads its own language's words and no other's
 * (index.ts: `loadLanguageResources`). The lazy areas (areas.ts), one file per area with every
 * language, arrive with the pages that use them, so that the member pages' words do not weigh on the
 * first load. The types cover both, so every key is checked at compile time.
 */
import type { accountStrings } from './strings/account';
import type { agentStrings } from './strings/agent';
import type { AuthStrings } from './strings/auth/es';
import type { centresStrings } from './strings/centres';
import type { CoreStrings } from './strings/core/es';
import type { GamesStrings } from './strings/games/es';
import type { HomeStrings } from './strings/home/es';
import type { inboxStrings } from './strings/inbox';
import type { pointsStrings } from './strings/points';
import type { promotionsStrings } from './strings/promotions';
import type { protectionStrings } from './strings/protection';
import type { recordsStrings } from './strings/records';
import type { securityStrings } from './strings/security';
import type { ShellStrings } from './strings/shell/es';
import type { takeABreakStrings } from './strings/takeABreak';
import type { walletStrings } from './strings/wallet';

/** The eager areas of one language: the core strings, then each area under its key. */
export type EagerAppStrings = CoreStrings & {
  shell: ShellStrings;
  auth: AuthStrings;
  home: HomeStrings;
  games: GamesStrings;
};

/** The areas loaded on demand (areas.ts), by their key under the app namespace. */
export interface LazyAppStrings {
  centres: (typeof centresStrings)['es'];
  wallet: (typeof walletStrings)['es'];
  records: (typeof recordsStrings)['es'];
  account: (typeof accountStrings)['es'];
  security: (typeof securityStrings)['es'];
  points: (typeof pointsStrings)['es'];
  promotions: (typeof promotionsStrings)['es'];
  inbox: (typeof inboxStrings)['es'];
  agent: (typeof agentStrings)['es'];
  takeABreak: (typeof takeABreakStrings)['es'];
  protection: (typeof protectionStrings)['es'];
}

export type AppStrings = EagerAppStrings & LazyAppStrings;

export const appNamespace = 'app';
