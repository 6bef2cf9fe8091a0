#!/usr/bin/env node
// Lighthouse on the home page (issue 6 budgets): the desktop preset, run N times against the real
// server (`npm start`'s, on its own port, with the embedded platform), the median of each figure
// compared with budgets.json: performance score, accessibility score, cumulative layout shift.
//   node scripts/lighthouse.mjs            the budget check (runs after `npm run build`)
//   LIGHTHOUSE_RUNS=5 node scripts/lighthouse.mjs
// The reports of the median run are written to app/.lighthouse/ (HTML and JSON) for a closer look.
// Exit codes: 0 within budget, 1 over budget, no build, or a run that failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromeArgs, chromePath } from './chrome.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')).lighthouse;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? budgets.runs);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4190);
const url = `http://127.0.0.1:${port}/`;
const outDir = join(root, 'app', '.lighthouse');

if (!existsSync(join(root, 'app', 'dist', 'index.html'))) {
  console.error('lighthouse: app/dist is missing; build the site first (npm run build).');
  process.exit(1);
}

/** The site's server with the embedded platform, ready when it says it is serving. */
function startServer() {
  const child = spawn('npx', ['tsx', 'server/start.ts'], {
    cwd: join(root, 'app'),
    env: { ...process.env, PORT: String(port), LOBBY_DB: ':memory:' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Lobby is serving')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromeArgs],
});
const results = [];
try {
  // A run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP under a hiccup) is run again,
  // up to twice in all; it says nothing about the page.
  let reruns = 2;
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      desktopConfig,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      if (reruns === 0) throw new Error(`run ${run}: ${runtimeError.code} ${runtimeError.message}`);
      reruns -= 1;
      console.log(`run ${run}: ${runtimeError.code}, run again`);
      run -= 1;
      continue;
    }
    const figures = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      // Lighthouse's own CPU benchmark of this machine at the time of the run: the same build scored
      // 94-96 and 74-80 within an hour on this 2-core machine; this says whether the machine changed.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      report: result.report,
      failedAccessibility: Object.values(audits)
        .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => audit.id),
    };
    results.push(figures);
    console.log(
      `run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, CLS ${figures.cls.toFixed(3)}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CPU benchmark ${figures.benchmarkIndex}`,
    );
  }
} finally {
  await chrome.kill();
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const summary = {
  performance: median(results.map((r) => r.performance)),
  accessibility: median(results.map((r) => r.accessibility)),
  cls: median(results.map((r) => r.cls)),
};
const medianRun = results.find((r) => r.performance === summary.performance) ?? results[0];
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'home.html'), medianRun.report[0]);
writeFileSync(join(outDir, 'home.json'), medianRun.report[1]);

const checks = [
  ['performance', summary.performance, `>= ${budgets.performance}`, summary.performance >= budgets.performance],
  [
    'accessibility',
    summary.accessibility,
    `>= ${budgets.accessibility}`,
    summary.accessibility >= budgets.accessibility,
  ],
  ['CLS', summary.cls.toFixed(3), `<= ${budgets.cls}`, summary.cls <= budgets.cls],
];
console.log(`\nLighthouse, home page, desktop preset, median of ${runs}:`);
for (const [name, value, limit, ok] of checks)
  console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(14)} ${value} (${limit})`);
const failedAudits = [...new Set(results.flatMap((r) => r.failedAccessibility))];
if (failedAudits.length) console.log(`accessibility audits that failed: ${failedAudits.join(', ')}`);
console.log(`report: ${join('app', '.lighthouse', 'home.html')}`);
process.exit(checks.every(([, , , ok]) => ok) ? 0 : 1);
