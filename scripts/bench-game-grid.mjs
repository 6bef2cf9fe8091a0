// Benchmark of the virtualised GameGrid: opens the story with 5,000 loaded games in Chromium and
// reports the time to the first rendered card and the page's DOM size at the top, in the middle
// and at the end of the list. Exits non-zero when the page holds more than 1,500 DOM nodes.
//
//   node scripts/bench-game-grid.mjs        (builds Storybook first if stories/storybook-static is missing)
// The functions passed to page.evaluate and addInitScript run in the browser.
/* global window, document, MutationObserver */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStorybook } from '../visual-tests/storybook-server.mjs';
import { chromeArgs, chromePath } from './chrome.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'stories', 'storybook-static');
const storyId = 'patterns-gamegrid--five-thousand-games';
const maxNodes = 1500;
const card = '[role="listitem"]';

if (!existsSync(join(staticDir, 'iframe.html'))) {
  console.log('Building Storybook (stories/storybook-static is missing)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@lobby/stories'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await serveStorybook(staticDir, { mode: 'dark', brand: 'none', locale: 'es' });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Timestamps the first card from inside the page, so the figure does not include CDP round trips.
  await page.addInitScript((selector) => {
    new MutationObserver((_mutations, observer) => {
      if (!document.querySelector(selector)) return;
      window.__firstCardMs = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, card);
  await page.goto(`${server.url}/iframe.html?id=${storyId}&viewMode=story`);
  await page.waitForSelector(card);
  // Let the story settle (its play function, lazy images, the virtualiser's measurements).
  await page.waitForTimeout(1500);

  const measure = () =>
    page.evaluate((selector) => {
      const cards = document.querySelectorAll(selector);
      const positions = Array.from(cards, (element) => Number(element.getAttribute('aria-posinset')));
      return {
        nodes: document.querySelectorAll('*').length,
        cards: cards.length,
        first: Math.min(...positions),
        last: Math.max(...positions),
      };
    }, card);
  const scrollTo = async (fraction) => {
    await page.evaluate((part) => {
      const page = document.documentElement;
      window.scrollTo(0, (page.scrollHeight - window.innerHeight) * part);
    }, fraction);
    await page.waitForTimeout(500);
  };

  const timings = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return { firstCardMs: window.__firstCardMs, domContentLoadedMs: navigation?.domContentLoadedEventEnd };
  });
  const results = { top: await measure() };
  await scrollTo(0.5);
  results.middle = await measure();
  await scrollTo(1);
  results.end = await measure();

  console.log(`GameGrid with 5,000 games (${storyId}, 1280x800, Chromium)`);
  console.log(`  time to first card: ${Math.round(timings.firstCardMs)} ms after navigation start`);
  console.log(
    `    (of which loading Storybook's iframe: DOMContentLoaded at ${Math.round(timings.domContentLoadedMs)} ms)`,
  );
  for (const [where, result] of Object.entries(results)) {
    console.log(
      `  ${where.padEnd(6)} DOM nodes ${String(result.nodes).padStart(5)}, cards ${String(result.cards).padStart(3)} (games ${result.first}-${result.last})`,
    );
  }
  const worst = Math.max(...Object.values(results).map((result) => result.nodes));
  if (worst > maxNodes) {
    console.error(`FAIL: ${worst} DOM nodes, more than the budget of ${maxNodes}`);
    process.exitCode = 1;
  } else {
    console.log(`OK: at most ${worst} DOM nodes (budget ${maxNodes})`);
  }
} finally {
  await browser.close();
  server.close();
}
