/* global window, document, getComputedStyle -- the callbacks of page.addInitScript and page.evaluate run in the browser */
// Proves the Loki compatibility shim (stories/.storybook/loki-compat.ts) still works: Loki's own
// story-listing function, run in Chromium against the built Storybook, must list every story with
// its Loki parameters. If Storybook renames what the shim patches, this fails with a clear message
// before Loki fails with "Unable to get stories".
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';
import { serveStorybook } from './storybook-server.mjs';

const require = createRequire(import.meta.url);
const getStories = require('@loki/browser/src/get-stories.js');
const disablePointerEvents = require('@loki/browser/src/disable-pointer-events.js');
const staticDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'stories', 'storybook-static');

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
  // Every story of Storybook's index is listed, but those marked `loki: { skip: true }`.
  const buttons = indexed.filter((entry) => entry.id.startsWith('components-button--'));
  assert.ok(buttons.length > 0);
  for (const entry of buttons) assert.ok(listed.has(entry.id), `${entry.id} is listed`);
  assert.ok(!listed.has('components-modal--draggable'), 'a skipped story is not listed');
  assert.equal(stories.length, listed.size, 'no story is listed twice');

  const modal = stories.find((story) => story.id === 'components-modal--open');
  assert.deepEqual(modal?.parameters.loki, { chromeSelector: '[data-modal-overlay]' }, 'Loki parameters survive');
});

/**
 * Opens a story the way Loki does before any script of the page runs: with a place to register
 * pending work, and with the given Loki page scripts. Resolves once the story registered its hold.
 */
async function openUnderLoki(storyId, lokiScripts = []) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.lokiHolds = [];
    window.loki = { registerPendingPromise: (promise) => window.lokiHolds.push(promise) };
  });
  for (const script of lokiScripts) await page.addInitScript(`(${script.toString()})(window)`);
  await page.goto(`${server.url}/iframe.html?id=${storyId}&viewMode=story`);
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
