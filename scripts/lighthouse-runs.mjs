// Lighthouse runs in one headless Chromium, shared by the Lighthouse budget (lighthouse.mjs) and the
// home page benchmark (bench-home.mjs), so both measure the same way.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeArgs, chromePath } from './chrome.mjs';

/** Lighthouse's presets: desktop, and its default config, which is mobile emulation and throttling. */
export const presets = { desktop: desktopConfig, mobile: undefined };

/**
 * A Chromium for Lighthouse runs. A run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP
 * under a hiccup) says nothing about the page and is run again, up to `reruns` times in all.
 */
export async function openLighthouse({ reruns = 2 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeArgs],
  });
  // chrome-launcher kills it on Ctrl-C itself, but not when this process ends on an error or a kill.
  const killOnExit = () => chrome.kill();
  process.on('exit', killOnExit);
  let rerunsLeft = reruns;
  return {
    /** One Lighthouse result (`result.lhr`, `result.report`) of url; label names the run in messages. */
    async run(url, { config, categories = ['performance'], output = 'json', label = 'run' }) {
      for (;;) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output, logLevel: 'error', onlyCategories: categories },
          config,
        );
        if (!result) throw new Error(`${label}: Lighthouse returned no result`);
        const { runtimeError } = result.lhr;
        if (!runtimeError) return result;
        if (rerunsLeft === 0) throw new Error(`${label}: ${runtimeError.code} ${runtimeError.message}`);
        rerunsLeft -= 1;
        console.log(`${label}: ${runtimeError.code}, run again`);
      }
    },
    close() {
      process.off('exit', killOnExit);
      chrome.kill();
    },
  };
}

/** The performance figures of one run. */
export function performanceFigures(lhr) {
  const { categories, audits } = lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: audits['cumulative-layout-shift'].numericValue,
    speedIndexMs: Math.round(audits['speed-index'].numericValue),
    // Lighthouse's own CPU benchmark of this machine at the time of the run: the same build scored
    // 94-96 and 74-80 within an hour on a 2-core machine; this says whether the machine changed.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The middle value; of an even count, the upper of the two. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
