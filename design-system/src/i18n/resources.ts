/**
 * The design system's own strings (namespace "ds"), by area under strings/, merged here. English
 * defines each area's keys and types its Spanish and Thai, so a missing translation is a type error;
 * keys must be unique across areas (i18n.test.ts checks).
 *
 * The core areas are what every page of a site needs: each is a folder with one module per language
 * (strings/auth/en.ts …), gathered per language in languages/, so that a host loads one language's
 * strings (`loadDsStrings`) without the others' (the site's initial-script budget, ARCHITECTURE.md).
 * The areas of the member pages (`dsLazyAreas`) are fetched by the host with the pages that use them,
 * all languages at once; `createDesignSystemI18n` (Storybook, tests) holds everything.
 */
import type { en as auth } from './strings/auth/en';
import type { en as content } from './strings/content/en';
import type { en as core } from './strings/core/en';
import type { en as feedback } from './strings/feedback/en';
import type { en as forms } from './strings/forms/en';
import type { en as games } from './strings/games/en';
import type { en as layout } from './strings/layout/en';
import type { en as navigation } from './strings/navigation/en';
import type * as account from './strings/account';
import type * as agent from './strings/agent';
import type * as consent from './strings/consent';
import type * as inbox from './strings/inbox';
import type * as money from './strings/money';
import type * as points from './strings/points';
import type * as promotions from './strings/promotions';
import type * as records from './strings/records';

/** The core areas of one language, each of the shape its English defines. */
export interface DsCoreAreas {
  core: typeof core;
  forms: typeof forms;
  feedback: typeof feedback;
  navigation: typeof navigation;
  content: typeof content;
  games: typeof games;
  layout: typeof layout;
  auth: typeof auth;
}

/** One area's strings per shipped language. */
export interface DsAreaStrings<T = Record<string, string>> {
  en: T;
  es: T;
  th: T;
}
type DsLanguage = keyof DsAreaStrings;

/** The areas loaded on demand: `load()` resolves to the area's module. */
export const dsLazyAreas = {
  money: () => import('./strings/money'),
  records: () => import('./strings/records'),
  account: () => import('./strings/account'),
  points: () => import('./strings/points'),
  promotions: () => import('./strings/promotions'),
  inbox: () => import('./strings/inbox'),
  agent: () => import('./strings/agent'),
} as const satisfies Record<string, () => Promise<DsAreaStrings>>;
export type DsLazyArea = keyof typeof dsLazyAreas;

interface LazyAreas {
  money: typeof money.en;
  records: typeof records.en;
  account: typeof account.en;
  points: typeof points.en;
  promotions: typeof promotions.en;
  inbox: typeof inbox.en;
  agent: typeof agent.en;
  consent: typeof consent.en;
}
type Areas = DsCoreAreas & LazyAreas;
type Merged = UnionToIntersection<Areas[keyof Areas]>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** Every string of the design system (the core and the lazy areas): the type a host's i18next declares. */
export type DsStrings = Merged;

export const dsNamespace = 'ds';
export type DsKey = Extract<keyof Merged, string>;

// One dynamic import per language, each module naming only its own language's files: the bundler
// gives each language a chunk of its own.
const languageModules = {
  en: () => import('./languages/en'),
  es: () => import('./languages/es'),
  th: () => import('./languages/th'),
} as const satisfies Record<DsLanguage, () => Promise<{ areas: DsCoreAreas }>>;

/**
 * The core areas' strings in one language, fetched on their own, as the flat namespace a host adds
 * to its i18next (typed as all strings: the lazy areas join at run time).
 */
export async function loadDsStrings(language: DsLanguage): Promise<DsStrings> {
  const { areas } = await languageModules[language]();
  return Object.assign({}, ...(Object.values(areas) as object[])) as DsStrings;
}
