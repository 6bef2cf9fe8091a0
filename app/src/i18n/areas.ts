/**
 * String areas loaded on demand (resources.ts): each lazy area of the app, with the design-system
 * areas its pages draw, is fetched once, for every shipped language (a language switch fetches
 * only that language's first-screen strings, index.ts, never an area again), and added to every
 * i18next instance of the page, in every language. Pages name their areas in the route
 * table (routes/lazyPage.tsx), so a page never renders before its words are there.
 */
import { dsLazyAreas, dsNamespace, shippedLanguages, type DsLazyArea } from '@lobby/design-system';
import type { i18n } from 'i18next';
import { appNamespace, type LazyAppStrings } from './resources';

export type LazyArea = keyof LazyAppStrings;

type PerLanguage = Record<(typeof shippedLanguages)[number], object>;

export const appAreaLoaders: Record<LazyArea, () => Promise<PerLanguage>> = {
  centres: () => import('./strings/centres').then((m) => m.centresStrings),
  wallet: () => import('./strings/wallet').then((m) => m.walletStrings),
  records: () => import('./strings/records').then((m) => m.recordsStrings),
  account: () => import('./strings/account').then((m) => m.accountStrings),
  security: () => import('./strings/security').then((m) => m.securityStrings),
  points: () => import('./strings/points').then((m) => m.pointsStrings),
  promotions: () => import('./strings/promotions').then((m) => m.promotionsStrings),
  inbox: () => import('./strings/inbox').then((m) => m.inboxStrings),
  agent: () => import('./strings/agent').then((m) => m.agentStrings),
  takeABreak: () => import('./strings/takeABreak').then((m) => m.takeABreakStrings),
  protection: () => import('./strings/protection').then((m) => m.protectionStrings),
};

/** The design-system areas each app area's pages use. */
const dsAreasOf: Record<LazyArea, readonly DsLazyArea[]> = {
  centres: [],
  wallet: ['money'],
  records: ['records'],
  account: ['account'],
  security: ['account'],
  points: ['points'],
  promotions: ['promotions'],
  inbox: ['inbox'],
  agent: ['agent'],
  takeABreak: [],
  protection: [],
};

export const lazyAreas = Object.keys(appAreaLoaders) as LazyArea[];

interface Bundle {
  namespace: string;
  /** For an app area, its key under the namespace; design-system strings are flat. */
  key: string | null;
  strings: PerLanguage;
}

const loaded: Bundle[] = [];
const pending = new Map<string, Promise<void>>();
const instances = new Set<i18n>();

function addBundle(instance: i18n, { namespace, key, strings }: Bundle): void {
  for (const language of shippedLanguages) {
    const value = strings[language];
    instance.addResourceBundle(language, namespace, key ? { [key]: value } : value, true, true);
  }
}

function remember(bundle: Bundle): void {
  loaded.push(bundle);
  for (const instance of instances) addBundle(instance, bundle);
}

/** Registers an instance: it gets every area loaded so far, and every area loaded later. */
export function registerInstance(instance: i18n): void {
  instances.add(instance);
  for (const bundle of loaded) addBundle(instance, bundle);
}

function loadOnce(id: string, load: () => Promise<Bundle>): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    promise = load().then(remember);
    // A failed fetch may be tried again (the page's chunk recovery retries the whole page).
    promise.catch(() => pending.delete(id));
    pending.set(id, promise);
  }
  return promise;
}

/** Fetches the areas (and their design-system areas) that are not there yet. */
export async function loadStringAreas(areas: readonly LazyArea[]): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const area of areas) {
    jobs.push(
      loadOnce(`app:${area}`, async () => ({
        namespace: appNamespace,
        key: area,
        strings: await appAreaLoaders[area](),
      })),
    );
    for (const dsArea of dsAreasOf[area]) {
      jobs.push(
        loadOnce(`ds:${dsArea}`, async () => ({
          namespace: dsNamespace,
          key: null,
          strings: (await dsLazyAreas[dsArea]()) as unknown as PerLanguage,
        })),
      );
    }
  }
  await Promise.all(jobs);
}

/** Every lazy area at once (tests render pages without their route's loader). */
export const loadAllStringAreas = (): Promise<void> => loadStringAreas(lazyAreas);
