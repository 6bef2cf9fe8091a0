/**
 * Every string area of the design system, the lazy ones included, bundled together: for hosts that
 * load everything at once (Storybook, tests). A site imports `dsResources` and `dsLazyAreas` instead.
 */
import { dsAreas, type DsStrings } from './resources';
import * as account from './strings/account';
import * as agent from './strings/agent';
import * as inbox from './strings/inbox';
import * as money from './strings/money';
import * as points from './strings/points';
import * as promotions from './strings/promotions';
import * as records from './strings/records';

export const allDsAreas = { ...dsAreas, money, records, account, points, promotions, inbox, agent } as const;

const merge = (language: 'en' | 'es' | 'th') =>
  Object.assign({}, ...Object.values(allDsAreas).map((area) => area[language])) as DsStrings;

export const allDsResources = { en: merge('en'), es: merge('es'), th: merge('th') } as const;
