/**
 * Loki 0.35 compatibility with Storybook 10 — the only shim of its kind; keep it in this file.
 *
 * Why: Loki lists stories by calling `__STORYBOOK_PREVIEW__.extract()` and then
 * `__STORYBOOK_PREVIEW__.storyStore.raw()`. Storybook 9 removed `raw()`, and in Storybook 10
 * `storyStore` is a getter that returns a fresh proxy of the real store (`storyStoreValue`) on every
 * read, so patching the proxy does nothing. We patch the real store instead: remember what
 * `extract()` returns and give the store a `raw()` that returns those entries, with the legacy
 * `kind`/`story` names Loki reads.
 *
 * stories/src/loki-compat.test.ts fails if this stops working (Storybook renamed something).
 */

interface ExtractedStory {
  id: string;
  title: string;
  name: string;
  kind?: string;
  story?: string;
  parameters?: Record<string, unknown>;
}

interface StoryStoreLike {
  extract: (...args: unknown[]) => Record<string, ExtractedStory>;
  raw?: () => ExtractedStory[];
}

interface PreviewLike {
  storyStoreValue?: StoryStoreLike;
}

export function patchStoryStore(store: StoryStoreLike): void {
  if (store.raw) return;
  const extract = store.extract.bind(store);
  let extracted: Record<string, ExtractedStory> = {};
  store.extract = (...args: unknown[]) => {
    extracted = extract(...args);
    return extracted;
  };
  store.raw = () =>
    Object.values(extracted).map((entry) => ({
      ...entry,
      kind: entry.kind ?? entry.title,
      story: entry.story ?? entry.name,
    }));
}

/** Waits for Storybook's preview to create its store, then patches it. */
export function installLokiCompat(target: Window & { __STORYBOOK_PREVIEW__?: PreviewLike } = window): void {
  const attempt = () => {
    const store = target.__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (store) patchStoryStore(store);
    return Boolean(store);
  };
  if (attempt()) return;
  // The store appears once the preview has loaded its stories; a page without Storybook's preview
  // (a story test in Vitest) never gets one, so stop looking after a while.
  let tries = 500;
  const timer = setInterval(() => {
    if (attempt() || --tries === 0) clearInterval(timer);
  }, 20);
}
