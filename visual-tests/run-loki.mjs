// Visual regression: builds Storybook, then runs Loki once per theme of themes.json against a
// server that selects that theme. `test` fails on a difference from the references in
// .loki/reference beyond the tolerance of tolerance.mjs that a retry does not clear; `update`
// rewrites them (review the images before committing).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeArgs } from '../scripts/chrome.mjs';
import { serveStorybook } from './storybook-server.mjs';
import { parseLokiFailures, storiesFilter } from './loki-output.mjs';
import { compareFiles, tolerance, withinTolerance } from './tolerance.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const command = process.argv[2];
if (command !== 'test' && command !== 'update') {
  console.error('usage: node run-loki.mjs test|update [--no-build] [--theme name] [--stories regex]');
  process.exit(2);
}
const option = (flag) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
};

const themes = Object.entries(JSON.parse(readFileSync(join(here, 'themes.json'), 'utf8')))
  .filter(([name]) => !name.startsWith('$') && (!option('--theme') || name === option('--theme')))
  .map(([name, { stories, ...globals }]) => [name, globals, stories]);

/**
 * Both filters at once (a story's "<title> <name>" must match each), either may be missing: a theme's
 * own subset (themes.json `stories`) and the command line's or a retry's.
 */
const bothFilters = (first, second) =>
  first && second ? `^(?=[\\s\\S]*?(?:${first}))(?=[\\s\\S]*?(?:${second}))` : (first ?? second);
const staticDir = join(here, '..', 'stories', 'storybook-static');
// Asynchronous on purpose: the Storybook servers live in this process and must keep answering.
// Output is passed through as it comes and also kept, so that Loki's failures can be sorted.
const run = (cmd, args) =>
  new Promise((resolveRun) => {
    const child = spawn(cmd, args, { cwd: here, stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => resolveRun({ status: code ?? 1, output }));
  });

/** Seconds since `started` (performance.now()), for the lines that say where the layer's time went. */
const since = (started) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

if (!process.argv.includes('--no-build')) {
  const started = performance.now();
  if ((await run('npm', ['run', '--silent', 'build', '-w', '@lobby/stories'])).status !== 0) process.exit(1);
  console.log(`loki: Storybook built in ${since(started)}`);
}

// First prove that Loki can list the stories at all (the Storybook 10 shim), with a clear message,
// and that the hold, the tolerance and the output parsing work.
// (An update skips the check that every shot has its reference: it is about to write them.)
process.env.LOKI_UPDATING = command === 'update' ? '1' : '0';
if ((await run('npm', ['run', '--silent', 'test:compat'])).status !== 0) process.exit(1);

const lokiArgs = (name, url, filter = option('--stories')) => [
  'loki',
  command,
  '--configurationFilter',
  `^chrome\\.${name}$`,
  '--reactUri',
  url,
  // Loki empties its output folders on every run: one pair per theme keeps each theme's differences.
  '--output',
  `.loki/current/${name}`,
  '--difference',
  `.loki/difference/${name}`,
  `--chromeFlags=${['--headless', ...chromeArgs].join(' ')}`,
  // `--stories 'Patterns/GameGrid'`: only the stories whose "<title> <name>" matches.
  ...(filter ? ['--storiesFilter', filter] : []),
  ...(command === 'test' ? ['--requireReference'] : []),
  // One line per story, the same with or without a terminal, so that failures can be sorted.
  '--verboseRenderer',
];

/** Where the differing pixels are: CI keeps no pictures, so its log says it. */
const where = (box) => (box ? `, within ${box.width} x ${box.height} at (${box.x}, ${box.y})` : '');

/**
 * Runs Loki once for one theme. Resolves to `{ passed, retry, failed }`: a `test` run passes when
 * every screenshot that differs is within the tolerance of tolerance.mjs (each is reported with its
 * figures); otherwise `retry` is the filter for the stories that failed and `failed` names them, or
 * `retry` is undefined when a failure names no story (then the whole theme is run again).
 */
async function lokiTheme(name, url, filter) {
  const { status, output } = await run('npx', lokiArgs(name, url, filter));
  if (status === 0) return { passed: true };
  if (command !== 'test') return { passed: false };
  const { failures, unattributed } = parseLokiFailures(output);
  const failed = failures.filter(({ kind, story, difference }) => {
    if (!difference) return true;
    const file = basename(difference);
    const measured = compareFiles(join(here, '.loki', 'reference', file), join(here, '.loki', 'current', name, file));
    const ok = withinTolerance(measured);
    console.warn(
      `loki: ${name} ${kind} ${story}: ` +
        `${measured.sizeDiffers ? 'size differs' : `${measured.pixels} pixels differ, by at most ${measured.maxDelta} (${measured.edgeDelta} on anti-aliased edges)${where(measured.box)}`} ` +
        `(${ok ? 'within' : 'beyond'} the tolerance of ${tolerance.maxPixels} pixels by ${tolerance.maxDelta}, ${tolerance.maxEdgeDelta} on edges)`,
    );
    return !ok;
  });
  if (failed.length === 0 && unattributed.length === 0 && failures.length > 0) return { passed: true };
  const attributed = unattributed.length === 0 && failed.length > 0;
  return {
    passed: false,
    retry: attributed ? storiesFilter(failed) : undefined,
    failed: attributed ? failed.map(({ kind, story }) => `${kind} ${story}`) : ['every story'],
  };
}

// A screenshot beyond the tolerance may still be a frame that Chromium had not finished painting
// (on this machine: a few per thousand under full load, never twice in a row). The stories that
// failed are shot again, alone, up to twice; a real change fails every time. The first attempt's
// screenshots and difference images are kept in .loki/{current,difference}/<theme>.first-attempt.
const retries = 2;

let failures = 0;
for (const [name, globals, subset] of themes) {
  const started = performance.now();
  const server = await serveStorybook(staticDir, globals);
  console.log(`loki ${command}: ${name} (${JSON.stringify(globals)})`);
  const kept = (folder) => join(here, '.loki', folder, `${name}.first-attempt`);
  for (const folder of ['difference', 'current']) rmSync(kept(folder), { recursive: true, force: true });
  let result = await lokiTheme(name, server.url, bothFilters(subset, option('--stories')));
  const firstFailed = result.failed;
  for (let attempt = 1; !result.passed && command === 'test' && attempt <= retries; attempt += 1) {
    if (attempt === 1) {
      for (const folder of ['difference', 'current']) {
        const images = join(here, '.loki', folder, name);
        if (existsSync(images)) renameSync(images, kept(folder));
      }
    }
    const filter = bothFilters(subset, result.retry ?? option('--stories'));
    console.warn(`loki: ${name} failed; retry ${attempt} of ${retries}: ${filter ?? 'every story'}`);
    result = await lokiTheme(name, server.url, filter);
    if (result.passed) {
      console.warn(
        `loki: WARNING ${name}: passed only on retry, so not deterministic: ${firstFailed.join(', ')} ` +
          `(first attempt in .loki/{current,difference}/${name}.first-attempt)`,
      );
    }
  }
  server.close();
  console.log(`loki ${command}: ${name} took ${since(started)}`);
  if (!result.passed) {
    failures += 1;
    // One line that names what still fails, for the summary of scripts/test.mjs.
    console.error(`loki: FAILED ${name}: ${result.failed?.join(', ') ?? 'the run itself'} (after ${retries} retries)`);
  }
}
process.exit(failures ? 1 : 0);
