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
 * visual-tests/loki-compat.test.mjs fails if this stops working (Storybook renamed something).
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

/**
 * Patches the store as soon as Storybook creates it: by then Loki may already be asking, so rather
 * than poll, intercept the assignment of `storyStoreValue` (and of the preview itself, if this runs
 * first).
 */
export function installLokiCompat(target: Window & { __STORYBOOK_PREVIEW__?: PreviewLike } = window): void {
  const preview = target.__STORYBOOK_PREVIEW__;
  if (preview) {
    watchStore(preview);
    return;
  }
  let current: PreviewLike | undefined;
  Object.defineProperty(target, '__STORYBOOK_PREVIEW__', {
    configurable: true,
    get: () => current,
    set: (value: PreviewLike | undefined) => {
      current = value;
      if (value) watchStore(value);
    },
  });
}

function watchStore(preview: PreviewLike): void {
  let store = preview.storyStoreValue;
  if (store) patchStoryStore(store);
  Object.defineProperty(preview, 'storyStoreValue', {
    configurable: true,
    enumerable: true,
    get: () => store,
    set: (value: StoryStoreLike | undefined) => {
      store = value;
      if (value) patchStoryStore(value);
    },
  });
}
