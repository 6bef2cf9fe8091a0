/**
 * Holds Loki's screenshot until a story has visibly settled.
 *
 * Why: Loki shoots once the network has been quiet for 100 ms and every promise registered through
 * `window.loki.registerPendingPromise` has resolved. That is not enough on a loaded CI machine: in
 * clean-clone CI runs, screenshots differed from their references because a `data:` image was still
 * decoding, an image's error fallback had not yet swapped in (GameCard "Broken Image"), or a
 * virtualised grid re-measured its width one ResizeObserver tick after the network went quiet
 * (GameGrid "Loading More"). None of those make a request Loki can see.
 *
 * So, in every page that Loki opens, one pending promise resolves only when the story has rendered
 * (play function included), the fonts are loaded, every image the shot can show is complete and
 * decoded, and the DOM has not changed for `quietMs`; capped at `limitMs`, so that a story that never
 * settles is still shot (and then differs, which is the point). A story that fails (its play function
 * throws) is not shot at all: the hold rejects, and Loki reports the story's error. Outside Loki this
 * does nothing.
 *
 * Loki also sets `pointer-events: none !important` on every element (so that nothing under the
 * mouse's resting place shows a hover style). user-event refuses to click or type into such an
 * element, so every play function that clicks or types threw under Loki and its story was shot in
 * its initial state. The lock is lifted while Storybook renders and plays the story, and put back
 * before the hold starts waiting for the page to settle. Focus is let go of too (see `settled`).
 *
 * visual-tests/loki-compat.test.mjs checks in a real browser that the hold is registered and lasts
 * until a broken picture has been replaced by its fallback, and that a play function's click gets
 * through Loki's own pointer lock, which is back in place when the hold resolves.
 */
import { addons } from 'storybook/preview-api';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_MISSING,
  STORY_RENDERED,
  STORY_THREW_EXCEPTION,
} from 'storybook/internal/core-events';

interface LokiHelpers {
  registerPendingPromise?: (promise: Promise<unknown>) => void;
}

interface SettleOptions {
  /** How long the DOM must stay unchanged. */
  quietMs: number;
  /** The longest the hold may last. */
  limitMs: number;
}

const defaults: SettleOptions = { quietMs: 150, limitMs: 20_000 };

/**
 * The page's own timers, taken before any story's loader runs: a still clock (`lokiClockLoader`)
 * stops the long ones, and this hold's cap (`limitMs`) must still fire.
 */
const realSetTimeout = window.setTimeout.bind(window);
const realClearTimeout = window.clearTimeout.bind(window);

const delay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/**
 * Resolves when Storybook reports the story rendered, play function included: to `undefined`, or to
 * what went wrong if it failed (its play function threw, or it did not render).
 */
function storyDone(): Promise<string | undefined> {
  const channel = addons.getChannel();
  return new Promise((resolve) => {
    const listeners = new Map<string, (payload?: unknown) => void>();
    const finish = (failure: string | undefined) => {
      listeners.forEach((listener, event) => channel.off(event, listener));
      resolve(failure);
    };
    // No story (Loki's first page, where it lists the stories) is not a failure.
    [STORY_RENDERED, STORY_MISSING].forEach((event) => listeners.set(event, () => finish(undefined)));
    const failures = [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION];
    failures.forEach((event) => listeners.set(event, (payload) => finish(`${event}: ${describe(payload)}`)));
    listeners.forEach((listener, event) => channel.on(event, listener));
  });
}

/** A failure's payload as one line: an error's message, an errored story's description, a story id. */
function describe(payload: unknown): string {
  if (typeof payload === 'string') return payload;
  const { message, description } = (payload ?? {}) as { message?: string; description?: string };
  return (message ?? description ?? 'no details').split('\n')[0] ?? '';
}

/**
 * The images the screenshot can show: every eager one, and the lazy ones in the viewport (the
 * browser never loads a lazy image far below the fold, so waiting for it would only hit the limit).
 */
function shownImages(doc: Document): HTMLImageElement[] {
  const view = doc.defaultView;
  return Array.from(doc.images).filter((image) => {
    if (image.loading !== 'lazy' || !view) return true;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < view.innerHeight && box.left < view.innerWidth;
  });
}

/** Every shown image is loaded or failed, and the loaded ones are decoded. */
async function imagesReady(doc: Document): Promise<void> {
  const images = shownImages(doc);
  await Promise.all(
    images.map((image) =>
      image.complete
        ? image.decode().catch(() => undefined)
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
}

/** Resolves once no mutation has been seen for `quietMs`. */
function domQuiet(doc: Document, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer = realSetTimeout(finish, quietMs);
    const observer = new MutationObserver(() => {
      realClearTimeout(timer);
      timer = realSetTimeout(finish, quietMs);
    });
    function finish() {
      observer.disconnect();
      resolve();
    }
    observer.observe(doc.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Loki's pointer lock: the style sheet holding `* { pointer-events: none !important }`. */
function lokiPointerLock(doc: Document): CSSStyleSheet | undefined {
  return Array.from(doc.styleSheets).find((sheet) => {
    try {
      return Array.from(sheet.cssRules).some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText === '*' &&
          rule.style.getPropertyValue('pointer-events') === 'none' &&
          rule.style.getPropertyPriority('pointer-events') === 'important',
      );
    } catch {
      return false; // a cross-origin sheet: not Loki's
    }
  });
}

/** Lifts Loki's pointer lock until `rendered` (play function included) resolves. */
function liftPointerLockWhile(doc: Document, rendered: Promise<unknown>): void {
  const lift = () => {
    const lock = lokiPointerLock(doc);
    if (!lock) return;
    lock.disabled = true;
    void rendered.then(() => {
      lock.disabled = false;
    });
  };
  // Loki adds its lock on DOMContentLoaded, from a listener registered before any script of the
  // page. The preview's module scripts run before that event, when the document is already
  // 'interactive': so lift the lock now if it is there, or else when the event comes.
  if (lokiPointerLock(doc)) lift();
  else if (doc.readyState !== 'complete') doc.addEventListener('DOMContentLoaded', lift, { once: true });
}

/**
 * Screenshots show no focus: a story that ends with focus inside it would be shot with a focus ring
 * that says more about where its play function stopped than about the component, and the story tests
 * check where focus goes. (Every tab Loki opens behaves as focused: focus emulation, the patch of
 * patches/@loki+target-chrome-core; before it, no focus event fired in any of them.)
 *
 * Silently: the blur and focusout events are stopped at the window, before any listener of the page
 * sees them. A popup focuses its first field (Modal/initialFocus.ts); a form that heard that field
 * blur would mark it left and show "This field is required" under it, in some shots and not in others
 * (ConvertPointsDialog and RedeemDialog, clean-clone CI after issue 18). And last, once the page is
 * quiet, so that a focus given late (after the story's render) is let go of too.
 */
function letGoOfFocus(doc: Document): boolean {
  const focused = doc.activeElement;
  if (!(focused instanceof HTMLElement) || focused === doc.body) return false;
  const view = doc.defaultView ?? window;
  const swallow = (event: Event) => event.stopImmediatePropagation();
  const types = ['blur', 'focusout'] as const;
  types.forEach((type) => view.addEventListener(type, swallow, true));
  try {
    focused.blur();
  } finally {
    types.forEach((type) => view.removeEventListener(type, swallow, true));
  }
  return true;
}

/** Set by `lokiFocusLoader` for the story this page shows. */
let keepFocus = false;

/**
 * A loader of the preview: a story whose picture is a focused state (a skip link shown on focus, a
 * tooltip that follows the keyboard, where a popup puts the focus) says `parameters: { loki: {
 * keepFocus: true } }` and is shot with the focus where its play function left it. Loki ignores keys
 * of its parameters it does not know.
 */
export function lokiFocusLoader({ parameters }: { parameters: { loki?: { keepFocus?: boolean } } }): void {
  keepFocus = parameters.loki?.keepFocus === true;
}

/**
 * The moment a still clock shows (see `lokiClockLoader`): a fixed one, so that a story showing the
 * time (Clock "Ticking") is the same picture on every run.
 */
export const stillMoment = Date.UTC(2026, 0, 15, 9, 30, 0);

/**
 * The shortest wait that is a clock's business (a tick, a confirmation that fades after 2 s); shorter
 * ones (a poll, waitFor's 50 ms, a debounce) run as usual.
 */
const tickMs = 1000;

/**
 * A loader of the preview: under Loki, a story whose picture holds a running clock (a countdown, the
 * real time, a growing jackpot, a confirmation that fades after two seconds) says `parameters: { loki:
 * { stillClock: true } }`, and its page's clock stands still: `Date` tells `stillMoment`, and an
 * interval or a timeout of a second or more never fires. The shot then shows the story as it starts
 * (a countdown at its first second, the time of `stillMoment`, a confirmation still shown), however
 * long the shot takes to come on a loaded machine; before this, such stories were left out of Loki.
 * Shorter waits run as usual (the play functions, Testing Library's polling, this hold, whose own
 * timers are taken before any loader runs). A waitFor that would time out after its second waits
 * instead until the hold's cap: the story is shot as it stands, and differs. Each story is its own
 * page load under Loki (the tab navigates), so nothing of it reaches the next story. Outside Loki
 * this does nothing: the story tests see the clock tick.
 */
export function lokiClockLoader({ parameters }: { parameters: { loki?: { stillClock?: boolean } } }): void {
  const target = window as Window & typeof globalThis & { loki?: LokiHelpers };
  if (parameters.loki?.stillClock !== true || !target.loki?.registerPendingPromise) return;
  const RealDate = target.Date;
  class StillDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(stillMoment);
      else super(...(args as [string | number]));
    }

    static override now(): number {
      return stillMoment;
    }
  }
  target.Date = StillDate as DateConstructor;
  const runInterval = target.setInterval.bind(target);
  target.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
    (timeout ?? 0) >= tickMs ? 0 : runInterval(handler, timeout, ...rest)) as typeof setInterval;
  const runTimeout = target.setTimeout.bind(target);
  target.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
    (timeout ?? 0) >= tickMs ? 0 : runTimeout(handler, timeout, ...rest)) as typeof setTimeout;
}

/**
 * Story rendered, fonts in, images decoded, DOM quiet; repeated until no image is loading and nothing
 * holds the focus at the end.
 */
async function settled(
  doc: Document,
  rendered: Promise<string | undefined>,
  options: SettleOptions = defaults,
): Promise<void> {
  const work = (async () => {
    // A story whose play function threw is not shot: its picture would be of wherever it stopped
    // (when the rtl theme had English text, a play that looked for a Spanish label shot an empty
    // form as "Rule Rejected"). Loki reports the rejection as the story's error.
    const failure = await rendered;
    if (failure !== undefined) throw new Error(`the story failed before its screenshot (${failure})`);
    for (;;) {
      await doc.fonts.ready;
      await imagesReady(doc);
      await domQuiet(doc, options.quietMs);
      // Quiet, but an image added before the quiet window may still be loading: wait for it too.
      if (!shownImages(doc).every((image) => image.complete)) continue;
      // Letting go of the focus repaints what showed it (a focus ring, a field's border): wait for
      // quiet once more, or the shot may catch the repaint half done (PasswordField "Filled" in
      // aurora failed a clean-clone CI run three times so, by 58 to 86 pixels, once every tab had focus).
      if (keepFocus || !letGoOfFocus(doc)) break;
    }
  })();
  await Promise.race([work, delay(options.limitMs)]);
}

/** Registers the hold when Loki drives this page; call once, from the preview, before any story renders. */
export function holdLokiUntilSettled(target: Window & { loki?: LokiHelpers } = window): boolean {
  const register = target.loki?.registerPendingPromise;
  if (!register) return false;
  const rendered = storyDone();
  liftPointerLockWhile(target.document, rendered);
  register(settled(target.document, rendered));
  return true;
}
