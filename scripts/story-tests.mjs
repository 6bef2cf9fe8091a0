#!/usr/bin/env node
// The stories layer of `npm test`: every story renders, plays and passes axe in Chromium, in the
// projects `stories` (dark) and `stories-light`.
//
// Why a script and not one `vitest run`: Vitest 4.1's browser mode drives each project through one
// long-lived page over one WebSocket. When Chromium drops that socket, Vitest ends the project's run
// with "Browser connection was closed while running tests" and the files still queued never run; no
// test has failed (seen in CI at stop 14, on Tokens.stories.tsx). Only for that fault, and only when
// no test failed, this runs once more the files of that project that did not pass. A failed test is
// never re-run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const projects = ['stories', 'stories-light'];
const connectionLost = 'Browser connection was closed while running tests';
const dir = mkdtempSync(join(tmpdir(), 'story-tests-'));

/** Runs Vitest; resolves to its exit code, whether the connection was lost, and its file states. */
function vitest(args, round) {
  const states = join(dir, `states-${round}.json`);
  const child = spawn(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=./scripts/vitest-file-states.mjs'],
    { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, FILE_STATES: states } },
  );
  let output = '';
  const watch = (stream) => (chunk) => {
    stream.write(chunk);
    output = (output + String(chunk)).slice(-200_000);
  };
  child.stdout.on('data', watch(process.stdout));
  child.stderr.on('data', watch(process.stderr));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      let result = { planned: {}, passed: {}, failedTests: {} };
      try {
        result = JSON.parse(readFileSync(states, 'utf8'));
      } catch {
        // no report: Vitest itself failed; the exit code says so
      }
      resolve({ code: code ?? 1, lost: output.includes(connectionLost), ...result });
    }),
  );
}

const first = await vitest(
  projects.flatMap((name) => ['--project', name]),
  1,
);
let code = first.code;
// Project names as Vitest reports them: one per browser instance, e.g. "stories (chromium)".
const planned = Object.entries(first.planned);
const failedTests = Object.values(first.failedTests).flat();
if (code !== 0 && first.lost && failedTests.length === 0 && planned.length === projects.length) {
  code = 0;
  for (const [name, files] of planned) {
    const passed = new Set(first.passed[name] ?? []);
    const left = files.filter((file) => !passed.has(file));
    if (left.length === 0) continue;
    console.log(
      `\nWARNING stories: the browser connection was lost (project ${name}); ` +
        `running its ${left.length} unfinished file(s) once more`,
    );
    const again = await vitest(['--project', name, ...left], `2-${name.replace(/\W+/g, '-')}`);
    if (again.code !== 0) code = again.code;
  }
} else if (code !== 0 && first.lost) {
  console.log('\nstories: the browser connection was lost, but a test failed too: not re-run');
}
rmSync(dir, { recursive: true, force: true });
process.exit(code);
