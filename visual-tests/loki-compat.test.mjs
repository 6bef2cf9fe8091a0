/* global window, document, getComputedStyle -- the callbacks of page.addInitScript and page.evaluate run in the browser */
// Proves the Loki compatibility shim (stories/.storybook/loki-compat.ts) still works: Loki's own
// story-listing function, run in Chromium against the built Storybook, must list every story with
// its Loki parameters. If Storybook renames what the shim patches, this fails with a clear message
// before Loki fails with "Unable to get stories".
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';
import { serveStorybook } from './storybook-server.mjs';

const require = createRequire(import.meta.url);
const getStories = require('@loki/browser/src/get-stories.js');
const disablePointerEvents = require('@loki/browser/src/disable-pointer-events.js');
const here = dirname(fileURLToPath(import.meta.url));
const staticDir = join(here, '..', 'stories', 'storybook-static');

let server;
let browser;
before(async () => {
  server = await serveStorybook(staticDir, { mode: 'dark', brand: 'none', locale: 'es' });
  browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
});
after(async () => {
  await browser?.close();
  server?.close();
});

test("Loki's story listing works against Storybook 10", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/iframe.html`);
  // Loki lists stories once the page has settled; wait the same way, for the store the shim patches.
  await page.waitForFunction('window.__STORYBOOK_PREVIEW__?.storyStoreValue', null, { timeout: 15_000 });
  const stories = await page.evaluate(`(${getStories.toString()})(window)`);
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const indexed = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const listed = new Set(stories.map((story) => story.id));

  for (const story of stories) {
    assert.ok(story.id && story.kind && story.story, `story has id, kind and story: ${JSON.stringify(story)}`);
  }
  // Every story of Storybook's index is listed: none is left out of Loki (`loki: { skip: true }`),
  // and none is listed twice.
  const missing = indexed.filter((entry) => !listed.has(entry.id)).map((entry) => entry.id);
  assert.deepEqual(missing, [], 'every story is shot');
  assert.equal(stories.length, listed.size, 'no story is listed twice');
  assert.equal(listed.size, indexed.length);

  const modal = stories.find((story) => story.id === 'components-modal--open');
  assert.deepEqual(modal?.parameters.loki, { chromeSelector: '[data-modal-overlay]' }, 'Loki parameters survive');

  // The references are exactly the shots: each story Loki lists, in each theme that shoots it, has one
  // (Loki's --requireReference says so too, but only when it runs), and none is left of a story that is
  // gone, renamed or no longer shot (`skip`), where it would be dead weight in every clone.
  const { defaultFileNameFormatter } = require('@loki/runner/src/commands/test/get-output-paths.js');
  const themes = Object.entries(JSON.parse(readFileSync(join(here, 'themes.json'), 'utf8'))).filter(
    ([name]) => !name.startsWith('$'),
  );
  const expected = new Set(
    themes.flatMap(([name, { stories: subset }]) =>
      stories
        .filter((story) => !subset || new RegExp(subset).test(`${story.kind} ${story.story}`))
        .map(
          (story) =>
            `${defaultFileNameFormatter({ configurationName: `chrome.${name}`, kind: story.kind, story: story.story })}.png`,
        ),
    ),
  );
  const references = new Set(readdirSync(join(here, '.loki', 'reference')).filter((file) => file.endsWith('.png')));
  // Not while `run-loki.mjs update` is about to write them.
  if (process.env.LOKI_UPDATING === '1') return;
  assert.deepEqual(
    [...expected].filter((file) => !references.has(file)),
    [],
    'every shot has its reference',
  );
  assert.deepEqual(
    [...references].filter((file) => !expected.has(file)),
    [],
    'no reference is left without its shot',
  );
});

/**
 * Opens a story the way Loki does before any script of the page runs: with a place to register
 * pending work, and with the given Loki page scripts. Resolves once the story registered its hold.
 */
async function openUnderLoki(storyId, lokiScripts = [], query = '') {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.lokiHolds = [];
    window.loki = { registerPendingPromise: (promise) => window.lokiHolds.push(promise) };
  });
  for (const script of lokiScripts) await page.addInitScript(`(${script.toString()})(window)`);
  await page.goto(`${server.url}/iframe.html?id=${storyId}&viewMode=story${query}`);
  await page.waitForFunction('window.lokiHolds.length > 0', null, { timeout: 15_000 });
  return page;
}

test('the screenshot hold (stories/.storybook/loki-ready.ts) waits until images have settled', async () => {
  // A card whose picture fails and falls back to the default one: an extra load, no request Loki sees.
  const page = await openUnderLoki('patterns-gamecard--broken-image');
  const settled = await page.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    return {
      loading: Array.from(document.images).filter((image) => !image.complete).length,
      // The broken <img> is gone once the card has swapped in its built-in default picture.
      brokenShown: document.querySelectorAll('#storybook-root img').length,
    };
  });
  assert.deepEqual(settled, { loading: 0, brokenShown: 0 }, 'the failed picture has been replaced by the default one');
});

test("the screenshot hold lets a play function click through Loki's pointer lock, then restores it", async () => {
  // The play function submits the empty form with a click, under Loki's own pointer lock; each field
  // then shows its rule.
  const page = await openUnderLoki('patterns-loginform--empty-submit', [disablePointerEvents]);
  const settled = await page.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    return {
      text: document.querySelector('#storybook-root')?.textContent ?? '',
      pointerEvents: getComputedStyle(document.body).pointerEvents,
    };
  });
  assert.match(settled.text, /Introduce tu usuario y tu contraseña\./, 'the play function clicked submit');
  assert.equal(settled.pointerEvents, 'none', "Loki's pointer lock is back for the screenshot");
});

test('the screenshot hold lets go of the focus without the page hearing the blur', async () => {
  // The dialog focuses its first field on opening; a form that heard it blur would mark it left and
  // say "Este campo es obligatorio" under it.
  const page = await openUnderLoki('patterns-convertpointsdialog--open');
  const settled = await page.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    return {
      focused: document.activeElement === document.body,
      text: document.body.textContent ?? '',
    };
  });
  assert.ok(settled.focused, 'nothing keeps the focus for the screenshot');
  assert.doesNotMatch(settled.text, /Este campo es obligatorio/, 'the form did not hear the blur');
});

test('a story that says `loki: { keepFocus: true }` is shot with its focus', async () => {
  // The skip link shows only while focused: its play function tabs to it.
  const page = await openUnderLoki('components-skiplink--focused');
  const focused = await page.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    return document.activeElement?.textContent ?? '';
  });
  assert.equal(focused, 'Saltar al contenido', 'the focus stays where the play function left it');
});

test('a story that says `loki: { stillClock: true }` is shot with its clock still', async () => {
  // Resumed at 42 s: a ticking countdown would say 40 after two seconds (waited in short steps: a
  // still clock stops a timeout of a second or more, which the next check proves).
  const page = await openUnderLoki('components-countdownbutton--counting');
  const seen = await page.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    for (let step = 0; step < 3; step += 1) await new Promise((resolve) => setTimeout(resolve, 700));
    return { text: document.querySelector('#storybook-root button')?.textContent ?? '', now: Date.now() };
  });
  assert.deepEqual(seen, { text: 'Reenviar en 42 s', now: Date.UTC(2026, 0, 15, 9, 30, 0) });
  // The copy confirmation fades after two seconds, by a timeout: still there after 2.1 s.
  const copied = await openUnderLoki('components-copytext--copy');
  const confirmation = await copied.evaluate(async () => {
    await Promise.all(window.lokiHolds);
    for (let step = 0; step < 3; step += 1) await new Promise((resolve) => setTimeout(resolve, 700));
    return document.querySelector('#storybook-root [role="status"]')?.textContent;
  });
  assert.equal(confirmation, 'Copiado');
  // Without the parameter the clock runs as usual.
  const ticking = await openUnderLoki('components-countdownbutton--idle');
  const now = await ticking.evaluate(() => Date.now());
  assert.ok(Math.abs(now - Date.now()) < 60_000, 'an ordinary story keeps the real time');
});

test('a story whose play function throws is not shot: the hold rejects with the error', async () => {
  // In English the play function does not find the Spanish label it types into.
  const page = await openUnderLoki('patterns-loginform--fill-and-submit', [], '&globals=locale:en');
  const outcome = await page.evaluate(() =>
    Promise.all(window.lokiHolds).then(
      () => 'shot',
      (error) => String(error.message),
    ),
  );
  assert.match(outcome, /^the story failed before its screenshot \(playFunctionThrewException: Unable to find a label/);
});

test('every tab Loki opens is visible and behaves as focused (patches/@loki+target-chrome-app and -core)', async () => {
  // Headless Chromium gives no tab that Loki opens over CDP the window's focus, so no focus event
  // fires in any of them: a radio group that chooses on focus (Radix), a form that marks a field on
  // blur, a popup that focuses its first field all played differently under Loki than in the story
  // tests (PaymentMethodPicker "Chosen" failed clean-clone CI 3 times in a row on that). Loki's own
  // target, with the patch npm's postinstall applies, opens two tabs; focus events fire in both.
  const { createChromeAppTarget } = require('@loki/target-chrome-app');
  const target = createChromeAppTarget({
    baseUrl: server.url,
    useStaticServer: false,
    chromeFlags: ['--headless', ...chromeArgs],
  });
  await target.start({ chromePath });
  try {
    const tabs = [
      await target.launchNewTab({ width: 400, height: 300 }),
      await target.launchNewTab({ width: 400, height: 300 }),
    ];
    for (const tab of tabs) {
      const seen = await tab.executeFunctionWithWindow((win) => {
        const input = win.document.createElement('input');
        win.document.body.append(input);
        const events = [];
        input.addEventListener('focus', () => events.push('focus'));
        input.addEventListener('blur', () => events.push('blur'));
        input.focus();
        input.blur();
        return { events, hasFocus: win.document.hasFocus(), visibility: win.document.visibilityState };
      });
      // patches/@loki+target-chrome-app: each tab in a window of its own. A tab behind a newer one of
      // the same window is hidden: it paints no frame, so its screenshot waits 30 s for one.
      assert.deepEqual(
        seen,
        { events: ['focus', 'blur'], hasFocus: true, visibility: 'visible' },
        'focus events fire in every tab, and every tab is visible',
      );
    }
    await Promise.all(tabs.map((tab) => tab.close()));
  } finally {
    await target.stop();
  }
});

test('Loki shoots each story in the tab of an earlier one with the same options (patches/@loki+target-chrome-core: tab reuse)', async () => {
  // Loki opened, enabled and emulated a new tab for every story; reusing the tab (a navigation)
  // took the dark theme's Components from 94 s to 54 s. Three stories shot one after another open
  // one tab, and each shot is the story's own.
  const CDP = require('chrome-remote-interface');
  const { createChromeAppTarget } = require('@loki/target-chrome-app');
  const target = createChromeAppTarget({
    baseUrl: server.url,
    useStaticServer: false,
    chromeFlags: ['--headless', ...chromeArgs],
  });
  const port = await freePort();
  await target.start({ chromePath, port });
  const { webSocketDebuggerUrl } = await CDP.Version({ port });
  const browserClient = await CDP({ target: webSocketDebuggerUrl });
  try {
    let opened = 0;
    browserClient.Target.targetCreated(({ targetInfo }) => {
      if (targetInfo.type === 'page') opened += 1;
    });
    await browserClient.Target.setDiscoverTargets({ discover: true });
    opened = 0; // the tabs that were there already are announced too
    const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
    const ids = Object.values(index.entries)
      .filter((entry) => entry.type === 'story' && entry.title === 'Components/Button')
      .map((entry) => entry.id)
      .slice(0, 2);
    const shoot = (id) =>
      target.captureScreenshotForStory(id, { chromeLoadTimeout: 30_000 }, { width: 400, height: 300 }, {});
    const [first, second, again] = [await shoot(ids[0]), await shoot(ids[1]), await shoot(ids[0])];
    assert.equal(opened, 1, 'one tab for three stories');
    assert.ok(first.length > 0 && !first.equals(second), 'the second story is not the first one shot again');
    assert.ok(first.equals(again), 'the first story shot again in the reused tab looks the same');
  } finally {
    await browserClient.close();
    await target.stop();
  }
});

/** A free loopback port, for a Chromium whose DevTools the test talks to itself. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
