#!/usr/bin/env node
// `npm test`: every test layer, in order, with one summary at the end. CI runs exactly this.
//   npm test                     all layers
//   npm test -- --only unit,e2e  some layers (names below)
//   npm test -- --skip visual    all but some
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromePath } from './chrome.mjs';

const layers = [
  {
    name: 'static',
    what: 'types, lint (with the import boundaries), unused code (knip) and formatting',
    // Lint is the long one (typed rules: 230 s on one core); it runs in two threads (ESLint's
    // --concurrency, in the package script) beside the type check, then knip and the formatting
    // check. Measured on this machine: lint alone 230 s -> 138 s; beside the type check 193 s for
    // both, against 249-256 s for the layer when each tool had one core (stop 38).
    steps: [
      [
        'npm run --silent lint',
        ['npm run --silent typecheck', 'npm run --silent knip', 'npm run --silent format:check'],
      ],
    ],
  },
  {
    name: 'tokens',
    what: 'shipped token sets validate',
    steps: [
      'npm run --silent tokens -- check tokens/sets/base.json tokens/sets/dark.json tokens/sets/light.json tokens/brands/*.json',
    ],
  },
  {
    name: 'unit',
    what: 'unit and component tests',
    // Vitest's default for a run is one worker fewer than the cores: 1 on CI's 2 cores, with one core
    // idle while a test waits on timers and its platform. 2 workers: 393 s -> 263 s (stop 15).
    steps: [
      'npx vitest run --maxWorkers=100% --project tokens --project design-system --project app --project app-server',
    ],
  },
  {
    name: 'stories',
    what: 'every story renders, plays and passes axe in Chromium, dark and light',
    browser: true,
    steps: ['node scripts/story-tests.mjs'],
  },
  {
    name: 'visual',
    what: 'Loki screenshots of every story in dark, light and the two operator themes',
    browser: true,
    steps: ['npm run --silent test -w @lobby/visual-tests'],
  },
  { name: 'build', what: 'the site builds', steps: ['npm run --silent build'] },
  {
    name: 'budgets',
    what: 'initial JS and CSS, and Lighthouse on the home page, within budgets.json',
    browser: true,
    steps: ['node scripts/budgets.mjs', 'node scripts/lighthouse.mjs'],
  },
  {
    name: 'e2e',
    what: 'end-to-end journeys against the real server',
    browser: true,
    // The embedded platform seeds its demo data by the day it starts (the agent centre's "today" and
    // "yesterday", the records of the last days): a run that crosses midnight UTC compares the next
    // day's pages with the first day's screenshots (stop 42's CI started this layer at 23:59 and four
    // screenshot tests failed; reproduced with the servers' clock 40 s before midnight). A run that
    // would cross it starts with the new day: the layer takes 10-11 min on this machine.
    wholeDaySeconds: 12 * 60,
    steps: ['npm run --silent e2e -w @lobby/app'],
  },
  {
    name: 'node24',
    what: 'server and platform unit tests and one e2e journey again on Node 24 LTS (node:sqlite)',
    browser: true,
    steps: ['node scripts/node24.mjs'],
  },
];

const list = (flag) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? null : (process.argv[index + 1] ?? '').split(',').filter(Boolean);
};
const only = list('--only');
const skip = list('--skip') ?? [];
const unknown = [...(only ?? []), ...skip].filter((name) => !layers.some((layer) => layer.name === name));
if (unknown.length) {
  console.error(`unknown layer(s): ${unknown.join(', ')}; layers are ${layers.map((l) => l.name).join(', ')}`);
  process.exit(2);
}
const selected = layers.filter((layer) => (!only || only.includes(layer.name)) && !skip.includes(layer.name));

// Every browser tool (Vitest's Playwright, Loki's chrome-launcher, Playwright) reads this one setting.
const env = { ...process.env, CHROME_PATH: chromePath };
/**
 * Runs one step with its output passed through as it comes, and resolves to its exit status and the
 * lines that name a failure (kept for the summary: CI shows the end of the log, where the failures of
 * an early layer would otherwise be thousands of lines above), with an assertion's expected and
 * received values and its diff lines, so that the summary says what differed.
 */
const failureLine =
  /\b(FAIL|FAILED|failed|Error|OVER|beyond|WARNING)\b|✗|×|›.*─+$|^\s+(Expected|Received)\b|^\s+[-+] {1,3}\S/;
/** Loki's progress lines: a story named "... Error" is not a failure (stop 32's CI summary was full of them). */
const progressLine = /^\s*(RUNS|PASS|WAIT|SKIP) chrome\./;
/**
 * A retry, as each layer words it (issue 19: every retry is counted and shown in the summary): Loki's
 * re-shoot of a theme's failed stories (visual-tests/run-loki.mjs), the stories layer's re-run after a
 * lost browser socket (scripts/story-tests.mjs), and Playwright's retried tests, which its list
 * reporter counts as "N flaky" (or "N failed" after the retry failed too, counted by the failure).
 */
const retryCount = (line) => {
  if (/^loki: \S+ failed; retry \d+ of \d+/.test(line)) return 1;
  if (/^WARNING stories: the browser connection was lost/.test(line)) return 1;
  const flaky = /^\s*(\d+) flaky$/.exec(line);
  return flaky ? Number(flaky[1]) : 0;
};
/**
 * Runs one command. Its output is passed through as it comes, or, for a command that runs beside
 * another (`held`), kept and printed whole when it ends, so that two commands' lines do not mix.
 */
function runCommand(command, held = false) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'], env });
    const failures = [];
    const kept = [];
    let retries = 0;
    const take = (stream) => {
      let partial = '';
      return (chunk) => {
        if (held) kept.push([stream, chunk]);
        else stream.write(chunk);
        const lines = (partial + String(chunk)).split('\n');
        partial = lines.pop() ?? '';
        // eslint-disable-next-line no-control-regex
        for (const line of lines.map((text) => text.replace(/\x1b\[[0-9;]*m/g, '').trimEnd())) {
          if (failureLine.test(line) && !progressLine.test(line) && failures.at(-1) !== line) failures.push(line);
          retries += retryCount(line);
        }
      };
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      if (held) {
        console.log(`── ${command}`);
        for (const [stream, chunk] of kept) stream.write(chunk);
      }
      resolve({ ok: code === 0, failures, retries });
    });
  });
}

/** The outcomes of several commands as one: ok when each is. */
const merged = (outcomes) => ({
  ok: outcomes.every((outcome) => outcome.ok),
  failures: outcomes.flatMap((outcome) => outcome.failures),
  retries: outcomes.reduce((sum, outcome) => sum + outcome.retries, 0),
});

/** Commands one after another, each to its end whatever the one before said, their output held. */
async function runInOrder(commands) {
  const outcomes = [];
  for (const command of commands) outcomes.push(await runCommand(command, true));
  return merged(outcomes);
}

/**
 * Runs a step: one command, or a list side by side, where an item that is itself a list runs its
 * commands in order (the static layer: lint beside the type check, knip and the formatting check).
 */
async function runStep(step) {
  if (typeof step === 'string') return runCommand(step);
  return merged(
    await Promise.all(step.map((item) => (typeof item === 'string' ? runCommand(item, true) : runInOrder(item)))),
  );
}

/** Waits for midnight UTC when it is less than the layer's `wholeDaySeconds` away; the seconds waited. */
async function startOfDayIfWithin({ name, wholeDaySeconds }) {
  const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (untilMidnight > wholeDaySeconds * 1000) return 0;
  const seconds = Math.ceil(untilMidnight / 1000) + 5;
  console.log(`${name}: waiting ${seconds} s for midnight UTC, so that the run does not cross it`);
  await new Promise((done) => setTimeout(done, seconds * 1000));
  return seconds;
}

const results = [];
let waited = 0;
for (const layer of selected) {
  console.log(`\n━━ ${layer.name}: ${layer.what}`);
  const started = Date.now();
  let ok = true;
  let failures = [];
  let retries = 0;
  if (layer.wholeDaySeconds) waited += await startOfDayIfWithin(layer);
  if (layer.browser && !existsSync(chromePath)) {
    console.error(`Chromium not found at ${chromePath}: run \`npm run test:setup\`, or set CHROME_PATH.`);
    ok = false;
  }
  for (const step of layer.steps) {
    if (!ok) break;
    const outcome = await runStep(step);
    ({ ok, failures } = outcome);
    retries += outcome.retries;
  }
  results.push({ name: layer.name, ok, failures, retries, seconds: Math.round((Date.now() - started) / 1000) });
}

// What each failed layer said of its failures, right above the summary: its verdict lines (Loki's
// "loki: FAILED <theme>: ...", which a long retry log would push out of a plain tail) and its last
// 40 failure lines.
const verdict = /^loki: FAILED |^\s*\d+ failed$|^\s*Test Files .*failed/;
for (const { name, ok, failures } of results) {
  if (ok || failures.length === 0) continue;
  const verdicts = failures.filter((line) => verdict.test(line));
  const last = failures.slice(-40).filter((line) => !verdict.test(line));
  console.log(`\n━━ ${name} failed; its failure lines${failures.length > 40 ? ' (the last 40)' : ''}:`);
  for (const line of [...last, ...verdicts]) console.log(`  ${line.slice(0, 300)}`);
}

console.log('\n━━ summary');
for (const { name, ok, seconds, retries } of results) {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name.padEnd(8)} ${`${seconds}s`.padEnd(6)} retries ${retries}`);
}
const failed = results.filter((result) => !result.ok).length;
const retried = results.reduce((sum, result) => sum + result.retries, 0);
console.log(
  `layers: ${results.length - failed} passed, ${failed} failed; retries: ${retried}` +
    (waited ? `; waited ${waited} s for midnight UTC (e2e)` : ''),
);
process.exit(failed ? 1 : 0);
