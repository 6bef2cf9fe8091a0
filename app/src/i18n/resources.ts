/**
 * The app's own strings (namespace "app"). Every shipped language is complete (SPEC.md section 9).
 * Each area of the site keeps its strings in its own file under strings/, under its own key
 * (`t('home.search')`), so that areas never collide; the core strings sit at the top level.
 */
import type { ShippedLanguage } from '@lobby/design-system';
import { authStrings } from './strings/auth';
import { centresStrings } from './strings/centres';
import { coreStrings } from './strings/core';
import { gamesStrings } from './strings/games';
import { homeStrings } from './strings/home';
import { shellStrings } from './strings/shell';
import { walletStrings } from './strings/wallet';
import { recordsStrings } from './strings/records';
import { accountStrings } from './strings/account';
import { pointsStrings } from './strings/points';
import { promotionsStrings } from './strings/promotions';
import { inboxStrings } from './strings/inbox';

function compose(language: ShippedLanguage) {
  return {
    ...coreStrings[language],
    shell: shellStrings[language],
    auth: authStrings[language],
    home: homeStrings[language],
    games: gamesStrings[language],
    centres: centresStrings[language],
    wallet: walletStrings[language],
    records: recordsStrings[language],
    account: accountStrings[language],
    points: pointsStrings[language],
    promotions: promotionsStrings[language],
    inbox: inboxStrings[language],
  };
}

export type AppStrings = ReturnType<typeof compose>;

export const appNamespace = 'app';
export const appResources = { es: compose('es'), en: compose('en'), th: compose('th') } as const satisfies Record<
  ShippedLanguage,
  AppStrings
>;
