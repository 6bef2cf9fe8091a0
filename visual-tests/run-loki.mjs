// Visual regression: builds Storybook, then runs Loki once per theme of themes.json against a
// server that selects that theme. `test` fails on any difference from the references in
// .loki/reference; `update` rewrites them (review the images before committing).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeArgs } from '../scripts/chrome.mjs';
import { serveStorybook } from './storybook-server.mjs';

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

const themes = Object.entries(JSON.parse(readFileSync(join(here, 'themes.json'), 'utf8'))).filter(
  ([name]) => !name.startsWith('$') && (!option('--theme') || name === option('--theme')),
);
const staticDir = join(here, '..', 'stories', 'storybook-static');
// Asynchronous on purpose: the Storybook servers live in this process and must keep answering.
const run = (cmd, args) =>
  new Promise((resolveStatus) => {
    spawn(cmd, args, { cwd: here, stdio: 'inherit', env: process.env }).on('close', (code) => resolveStatus(code ?? 1));
  });

if (!process.argv.includes('--no-build')) {
  if ((await run('npm', ['run', '--silent', 'build', '-w', '@lobby/stories'])) !== 0) process.exit(1);
}

// First prove that Loki can list the stories at all (the Storybook 10 shim), with a clear message.
if ((await run('node', ['--test', 'loki-compat.test.mjs'])) !== 0) process.exit(1);

const lokiArgs = (name, url) => [
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
  ...(option('--stories') ? ['--storiesFilter', option('--stories')] : []),
  ...(command === 'test' ? ['--requireReference'] : []),
];

let failures = 0;
for (const [name, globals] of themes) {
  const server = await serveStorybook(staticDir, globals);
  console.log(`loki ${command}: ${name} (${JSON.stringify(globals)})`);
  let status = await run('npx', lokiArgs(name, server.url));
  if (status !== 0 && command === 'test') {
    // One screenshot in about a thousand has differed once and never again (see the notes of the
    // foundation issue). Retry the theme once; a real change differs twice. The first attempt's
    // images are kept, so that a flaky render can still be looked at.
    const kept = join(here, '.loki', 'difference', `${name}.first-attempt`);
    const differences = join(here, '.loki', 'difference', name);
    rmSync(kept, { recursive: true, force: true });
    if (existsSync(differences)) renameSync(differences, kept);
    console.warn(`loki: ${name} differed; retrying once (first attempt kept in ${relative(process.cwd(), kept)})`);
    status = await run('npx', lokiArgs(name, server.url));
    if (status === 0) console.warn(`loki: WARNING ${name} passed only on retry: a screenshot is not deterministic`);
  }
  server.close();
  if (status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
