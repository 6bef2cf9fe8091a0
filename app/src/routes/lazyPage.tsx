/**
 * Lazy pages that recover from a failed chunk (SPEC.md sections 2 and 9): a page's code loads on
 * first visit; a load that fails or takes longer than 120 s reloads the site once (a new deploy
 * may have replaced the chunk), and a second failure reaches the route's error boundary, whose retry
 * imports again. Nothing ever leaves a blank screen. On the server a failed load throws at once.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs } from '../config/business';
import { readSession, removeSession, writeSession } from '../data/storage';
import { loadStringAreas, type LazyArea } from '../i18n/areas';

interface PageModule {
  default: ComponentType;
}

/** The marker of the one reload per page; kept in sessionStorage so that it survives the reload. */
export const chunkReloadKey = 'lobby.chunkReload';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A page of the site could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no answer in ${ms} ms`));
    }, ms);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
    });
  });
}

export interface ChunkLoadOptions {
  timeoutMs?: number;
  /** Reloads the document (replaced in tests). */
  reload?: () => void;
}

/** What every page load waits for before it imports (`loadAfter`); nothing, unless told. */
let before: Promise<unknown> = Promise.resolve();

/**
 * Page loads wait for `preloads` before they import: the opening page's module preloads, which link
 * a few modules a task (modulePreloads.ts). A page imported while they are still being linked would
 * have Vite's helper link all the rest in one task, which is what they avoid.
 */
export function loadAfter(preloads: Promise<unknown>): void {
  before = preloads;
}

/**
 * Loads a page's module; on failure reloads once per page and session, then throws ChunkLoadError.
 * A success clears the marker, so a later deploy gets its own reload.
 */
export async function loadChunk(
  name: string,
  load: () => Promise<PageModule>,
  { timeoutMs = chunkLoadTimeoutMs, reload = () => window.location.reload() }: ChunkLoadOptions = {},
): Promise<PageModule> {
  try {
    const module = await withTimeout(before.then(load), timeoutMs);
    if (readSession(chunkReloadKey) === name) removeSession(chunkReloadKey);
    return module;
  } catch (error) {
    // On the server there is no document to reload: the failure is told (with its cause) at once.
    if (typeof window === 'undefined') throw new ChunkLoadError(error);
    if (readSession(chunkReloadKey) !== name) {
      writeSession(chunkReloadKey, name);
      reload();
      // The document is going away; keep the Suspense fallback until it does.
      return new Promise<PageModule>(() => undefined);
    }
    throw new ChunkLoadError(error);
  }
}

export interface LazyPage {
  /** The page, loading on first render. */
  Page: LazyExoticComponent<ComponentType>;
  /** The page's component once its code has arrived: rendered directly, it does not suspend. */
  Loaded?: ComponentType;
  /** Forget a failed load, so that the next render imports again (the boundary's retry). */
  reset: () => void;
  /** Start loading now (the page the site opens on), so that its first render does not wait. */
  preload: () => void;
}

/**
 * A code-split page with chunk recovery; `reset` lets an error boundary's retry import it again.
 * `strings` names the lazy string areas the page shows (i18n/areas.ts): they load with its code, and
 * a failure of either is the page's failure.
 */
export function lazyPage(name: string, load: () => Promise<PageModule>, strings: readonly LazyArea[] = []): LazyPage {
  const loadWithStrings = strings.length
    ? () => Promise.all([load(), loadStringAreas(strings)]).then(([module]) => module)
    : load;
  let loading: Promise<PageModule> | undefined;
  const start = () => {
    loading ??= loadChunk(name, loadWithStrings).then((module) => {
      page.Loaded = module.default;
      return module;
    });
    return loading;
  };
  const create = () => lazy(start);
  const page: LazyPage = {
    Page: create(),
    reset() {
      if (page.Loaded) return;
      loading = undefined;
      page.Page = create();
    },
    preload() {
      // A failure here is shown when the page renders (its boundary), not as an unhandled rejection.
      start().catch(() => undefined);
    },
  };
  return page;
}
