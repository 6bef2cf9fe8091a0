/**
 * The design system's own strings (namespace "ds"), one file per area under strings/, merged here.
 * Each area declares English first and types Spanish and Thai by it, so a missing translation is a
 * type error; keys must be unique across areas (i18n.test.ts checks).
 *
 * The core areas (`dsResources`) are what every page of a site needs and ship with the host's first
 * script. The areas of the member pages (`dsLazyAreas`) are fetched by the host with the pages that
 * use them (the site's initial-script budget); `createDesignSystemI18n` (Storybook, tests) holds all.
 */
import * as auth from './strings/auth';
import * as content from './strings/content';
import * as core from './strings/core';
import * as feedback from './strings/feedback';
import * as forms from './strings/forms';
import * as games from './strings/games';
import * as layout from './strings/layout';
import * as navigation from './strings/navigation';
import type * as account from './strings/account';
import type * as agent from './strings/agent';
import type * as inbox from './strings/inbox';
import type * as money from './strings/money';
import type * as points from './strings/points';
import type * as promotions from './strings/promotions';
import type * as records from './strings/records';

export const dsAreas = { core, forms, feedback, navigation, content, games, layout, auth } as const;

/** One area's strings per shipped language. */
export interface DsAreaStrings<T = Record<string, string>> {
  en: T;
  es: T;
  th: T;
}

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
  money: typeof money;
  records: typeof records;
  account: typeof account;
  points: typeof points;
  promotions: typeof promotions;
  inbox: typeof inbox;
  agent: typeof agent;
}
type Areas = typeof dsAreas & LazyAreas;
type Strings = { [Area in keyof Areas]: Areas[Area]['en'] }[keyof Areas];
type Merged = UnionToIntersection<Strings>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** Every string of the design system (the core and the lazy areas): the type a host's i18next declares. */
export type DsStrings = Merged;

const merge = (language: 'en' | 'es' | 'th') =>
  Object.assign({}, ...Object.values(dsAreas).map((area) => area[language])) as Merged;

export const dsNamespace = 'ds';
export type DsKey = Extract<keyof Merged, string>;
/** The core areas' strings per language (typed as all strings: the lazy areas join at run time). */
export const dsResources = { en: merge('en'), es: merge('es'), th: merge('th') } as const;
