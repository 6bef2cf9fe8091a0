// Visual regression: builds Storybook, then runs Loki once per theme of themes.json against a
// server that selects that theme. `test` fails on any difference from the references in
// .loki/reference; `update` rewrites them (review the images before committing).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromeArgs } from '../scripts/chrome.mjs';
import { serveStorybook } from './storybook-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const command = process.argv[2];
if (command !== 'test' && command !== 'update') {
  console.error('usage: node run-loki.mjs test|update [--no-build] [--theme name]');
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

let failures = 0;
for (const [name, globals] of themes) {
  const server = await serveStorybook(staticDir, globals);
  console.log(`loki ${command}: ${name} (${JSON.stringify(globals)})`);
  const args = ['loki', command, '--configurationFilter', `^chrome\\.${name}$`, '--reactUri', server.url];
  args.push(`--chromeFlags=${['--headless', ...chromeArgs].join(' ')}`);
  if (command === 'test') args.push('--requireReference');
  const status = await run('npx', args);
  server.close();
  if (status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
