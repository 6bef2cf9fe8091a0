/**
 * The design system's own strings (namespace "ds"), one file per area under strings/, merged here.
 * Each area declares English first and types Spanish and Thai by it, so a missing translation is a
 * type error; keys must be unique across areas (i18n.test.ts checks).
 */
import * as auth from './strings/auth';
import * as content from './strings/content';
import * as core from './strings/core';
import * as feedback from './strings/feedback';
import * as forms from './strings/forms';
import * as games from './strings/games';
import * as layout from './strings/layout';
import * as navigation from './strings/navigation';
import * as money from './strings/money';
import * as records from './strings/records';
import * as account from './strings/account';
import * as points from './strings/points';
import * as promotions from './strings/promotions';
import * as inbox from './strings/inbox';

export const dsAreas = {
  core,
  forms,
  feedback,
  navigation,
  content,
  games,
  layout,
  auth,
  money,
  records,
  account,
  points,
  promotions,
  inbox,
} as const;

type Areas = typeof dsAreas;
type Strings = { [Area in keyof Areas]: Areas[Area]['en'] }[keyof Areas];
type Merged = UnionToIntersection<Strings>;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

const merge = (language: 'en' | 'es' | 'th') =>
  Object.assign({}, ...Object.values(dsAreas).map((area) => area[language])) as Merged;

export const dsNamespace = 'ds';
export type DsKey = Extract<keyof Merged, string>;
export const dsResources = { en: merge('en'), es: merge('es'), th: merge('th') } as const;
