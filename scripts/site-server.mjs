// The site's real server (`npm start`'s entry, app/server/start.ts through tsx, with the embedded
// platform) as a child process, for the scripts that measure it: the Lighthouse budget
// (lighthouse.mjs) and the home page benchmark (bench-home.mjs).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../app', import.meta.url));
const running = new Set();
const stopping = new WeakSet();

/**
 * Starts the server on 127.0.0.1 and resolves once it says it is serving and `/` answers 200.
 * port: 0 (the default) lets the system pick a free one. env: variables for this server on top of
 * this process's; `undefined` removes one, so a setting in the caller's shell cannot change what a
 * measurement means. LOBBY_DB defaults to a throw-away in-memory database. label prefixes the
 * server's stderr, which is passed through.
 */
export async function startSite({ port = 0, env = {}, label = 'server', timeoutMs = 60_000 } = {}) {
  const childEnv = { ...process.env, LOBBY_DB: ':memory:' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  // Loopback only, whatever HOST the caller's shell has: a benchmark server is nobody else's business.
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1' });
  const child = spawn('npx', ['tsx', join('server', 'start.ts')], {
    cwd: appDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it reaches npx, tsx and node alike.
    detached: true,
  });
  running.add(child);
  stopOnExit();
  // The last lines of its output, shown if it does not come up or stops.
  const tail = [];
  child.on('exit', (code, signalName) => {
    running.delete(child);
    // Said as it happens: a server that dies mid-measurement otherwise shows only as failed requests.
    if (stopping.has(child)) return;
    const last = tail.slice(-5).map((line) => `[${label}]   ${line}\n`);
    process.stderr.write(
      `[${label}] the server stopped (${signalName ?? `exit ${code}`}); its last lines:\n${last.join('')}`,
    );
  });
  const keep = (line) => {
    tail.push(line);
    if (tail.length > 40) tail.shift();
  };
  // Its own line names the port it listens on: the one asked for, or the one the system gave it.
  // Waiting for it, rather than for anything answering on the port, also means that another
  // process already on a fixed port is not mistaken for this server.
  let listening = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      keep(line);
      const serving = /Lobby is serving (http:\/\/\S+)/.exec(line);
      if (serving) listening = new URL(serving[1]).port;
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      keep(line);
      process.stderr.write(`[${label}] ${line}\n`);
    }
  });

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${label}: the server stopped before answering (exit ${child.exitCode ?? child.signalCode}):\n${tail.join('\n')}`,
      );
    }
    const url = listening && `http://127.0.0.1:${listening}/`;
    if (url && (await statusOf(url)) === 200) return { url, label, child, stop: () => stopSite(child) };
    if (Date.now() - started > timeoutMs) {
      await stopSite(child);
      throw new Error(`${label}: the server did not answer / within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether the server still runs (a benchmark against a dead one measures connection errors). */
export const isRunning = (site) => site.child.exitCode === null && site.child.signalCode === null;

/** The status of one GET on a fresh connection; 0 when nothing answers yet. */
function statusOf(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** SIGTERM to its process group (the server finishes requests in flight), SIGKILL after 10 s. */
function stopSite(child) {
  stopping.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal(child, 'SIGTERM');
  });
}

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

// Detached servers outlive this process unless it stops them: on any exit (an error thrown, the end
// of the script) and on Ctrl-C or a kill, which otherwise end Node without an 'exit' event.
let watching = false;
function stopOnExit() {
  if (watching) return;
  watching = true;
  process.on('exit', () => {
    for (const child of running) {
      stopping.add(child);
      signal(child, 'SIGTERM');
    }
  });
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
}
