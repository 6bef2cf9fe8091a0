/**
 * Every string area of the design system, in every language, the lazy ones included, bundled
 * together: for hosts that load everything at once (Storybook, tests). A site loads one language's
 * core areas (`loadDsStrings`) and `dsLazyAreas` instead.
 */
import { areas as en } from './languages/en';
import { areas as es } from './languages/es';
import { areas as th } from './languages/th';
import type { DsAreaStrings, DsCoreAreas, DsStrings } from './resources';
import * as account from './strings/account';
import * as agent from './strings/agent';
import * as consent from './strings/consent';
import * as inbox from './strings/inbox';
import * as money from './strings/money';
import * as points from './strings/points';
import * as promotions from './strings/promotions';
import * as records from './strings/records';

const coreAreas = Object.fromEntries(
  (Object.keys(en) as (keyof DsCoreAreas)[]).map((area) => [area, { en: en[area], es: es[area], th: th[area] }]),
) as { [Area in keyof DsCoreAreas]: DsAreaStrings<DsCoreAreas[Area]> };

/** Each area with its strings per language. */
export const allDsAreas = { ...coreAreas, money, records, account, points, promotions, inbox, agent, consent } as const;

const merge = (language: keyof DsAreaStrings) =>
  Object.assign({}, ...Object.values(allDsAreas).map((area: DsAreaStrings<object>) => area[language])) as DsStrings;

export const allDsResources = { en: merge('en'), es: merge('es'), th: merge('th') } as const;
