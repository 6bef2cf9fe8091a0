#!/usr/bin/env node
// `npm test`'s node24 layer: the server and platform unit tests and one e2e journey on Node 24 LTS,
// the Node operators run (issue 20), while the rest of the suite runs on the machine's Node.
//   node scripts/node24.mjs            both
//   node scripts/node24.mjs unit       the unit tests only (no browser, no fixed ports)
// Node comes from the npm registry's node-<platform>-<arch> package (the only outside source CI
// reaches), unpacked once into a cache outside the repository (NODE24_CACHE, default
// ~/.cache/lobby) and reused from there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const version = '24.21.0';
const journey = {
  file: 'e2e/account.spec.ts',
  title: 'a member logs in, toggles and refreshes the balance, adds and removes a favourite, and logs out',
};

const cache = process.env.NODE24_CACHE ?? join(homedir(), '.cache', 'lobby');
const home = join(cache, `node-${process.platform}-${process.arch}-${version}`);
const bin = join(home, 'bin');

/** Runs a command with its output passed through; stops this script when it fails. */
function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(bin, 'node'))) {
  const download = join(cache, `download-${process.pid}`);
  mkdirSync(download, { recursive: true });
  run('npm', [
    'pack',
    `node-${process.platform}-${process.arch}@${version}`,
    '--pack-destination',
    download,
    '--loglevel=warn',
  ]);
  const archive = readdirSync(download).find((name) => name.endsWith('.tgz'));
  run('tar', ['xzf', join(download, archive), '-C', download]);
  rmSync(home, { recursive: true, force: true });
  renameSync(join(download, 'package'), home);
  rmSync(download, { recursive: true, force: true });
}

// Node 24 first on PATH, so npx, vitest, Playwright's web servers and tsx all run on it; anything that
// must compile a native addon takes the headers from the package rather than downloading them.
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, npm_config_nodedir: home };
run('node', ['--version'], { env });
run('npx', ['vitest', 'run', '--maxWorkers=100%', '--project', 'app-server'], { env });
if (process.argv[2] !== 'unit') {
  // Only the default server: the journey needs no other (playwright.config.ts, E2E_SERVERS).
  run('npx', ['playwright', 'test', journey.file, '--project', 'default', '-g', journey.title], {
    env: { ...env, E2E_SERVERS: 'default' },
    cwd: new URL('../app/', import.meta.url),
  });
}
