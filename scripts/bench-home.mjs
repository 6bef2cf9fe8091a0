#!/usr/bin/env node
// Benchmark of the home page with and without server-side rendering: it prints figures next to their
// targets and exits 0 whatever they are; it exits 1 only when something could not run.
//   1. Lighthouse on / of a server with SSR=0 (the client-rendered shell) and one with SSR=1, the
//      desktop preset and Lighthouse's default mobile emulation and throttling, N runs of each, all in
//      one Chromium, SSR=0 and SSR=1 interleaved; the medians.
//   2. Render throughput of /: 20 keep-alive clients (Accept-Language: es, no cookies) on loopback
//      against SSR=1 with its HTML cache of guest pages, SSR=1 with SSR_CACHE_MS=0 (every page rendered),
//      SSR=1 with SSR_DATA_CACHE_MS=0 too (every first-screen answer asked of the platform), and SSR=0.
// Every server is `npm start`'s (app/server/start.ts) with a throw-away in-memory platform database.
//   node scripts/bench-home.mjs                       (npm run bench:home)
//   node scripts/bench-home.mjs --runs 1 --seconds 5  a quick look
//   node scripts/bench-home.mjs --only load
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatStatuses, keepAliveClient, percentile, runClients } from './http-load.mjs';
import { median, openLighthouse, performanceFigures, presets } from './lighthouse-runs.mjs';
import { isRunning, startSite } from './site-server.mjs';

const usage = `npm run bench:home -- [options]
  --runs N           Lighthouse runs per preset and server (default 5)
  --seconds S        length of each throughput measurement, after a warm-up (default 20)
  --only lighthouse  only the Lighthouse part;  --only load  only the throughput part
  --help             this text
Prints figures and targets; exits 0 unless something could not run.`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '20' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`bench:home: ${error.message}\n\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const runs = Number(args.runs);
const seconds = Number(args.seconds);
const problems = [
  !(Number.isInteger(runs) && runs >= 1) && `--runs must be a whole number of at least 1, not "${args.runs}"`,
  !(seconds > 0) && `--seconds must be a number above 0, not "${args.seconds}"`,
  args.only !== undefined &&
    !['lighthouse', 'load'].includes(args.only) &&
    `--only takes lighthouse or load, not "${args.only}"`,
].filter(Boolean);
if (problems.length) {
  console.error(`bench:home: ${problems.join('; ')}\n\n${usage}`);
  process.exit(2);
}
const doLighthouse = args.only !== 'load';
const doLoad = args.only !== 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const concurrency = 20;
// The first requests of a fresh server pay for JIT compilation and cold module caches, which a
// server in production pays once; they are sent and not counted.
const warmupSeconds = Math.min(2, seconds);
// A guest's first visit in Spanish: no cookies, and the encodings Chromium offers, because the server
// compresses the page for a browser and that is part of what each request costs it.
const requestHeaders = { 'Accept-Language': 'es', 'Accept-Encoding': 'gzip, deflate, br, zstd' };

const targets = {
  desktop: { performance: ['>=', 98], lcpMs: ['<=', 800], cls: ['<=', 0] },
  mobile: { performance: ['>=', 90], lcpMs: ['<=', 2500], tbtMs: ['<=', 200], cls: ['<=', 0] },
  uncachedRequestsPerSecond: 150,
};

const asSeconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
// Two significant digits: a shift of 0.0004 must not print as the target's 0.
const asCls = (value) => (value === 0 ? '0' : String(Number(value.toPrecision(2))));
const metrics = [
  { key: 'performance', name: 'performance', format: String },
  { key: 'fcpMs', name: 'FCP', format: asSeconds },
  { key: 'lcpMs', name: 'LCP', format: asSeconds },
  { key: 'tbtMs', name: 'TBT', format: (ms) => `${ms} ms` },
  { key: 'cls', name: 'CLS', format: asCls },
  { key: 'speedIndexMs', name: 'Speed Index', format: asSeconds },
  { key: 'benchmarkIndex', name: 'CPU benchmark', format: String },
];
const mark = (ok) => (ok ? '✓' : '✗');
const meets = ([operator, limit], value) => (operator === '>=' ? value >= limit : value <= limit);

/** Left-aligned columns, two spaces apart. */
function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => String(cell ?? '').padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

if (!existsSync(join(root, 'app', 'dist', 'index.html'))) {
  console.log('Building the site (app/dist is missing) ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('bench:home: could not run: the build failed.');
    process.exit(1);
  }
}

// Said first, because the figures cannot be read without it: what else the machine was doing.
const cores = availableParallelism();
console.log(
  `Note: ${cores} CPU core${cores === 1 ? '' : 's'} here (load average ${loadavg()[0].toFixed(1)} at the start), shared ` +
    'by Chromium, Lighthouse, the servers, the load client and any other work, so the figures are noisy: compare ' +
    'SSR=0 and SSR=1 within one run of this script, and repeat it before trusting a small difference.\n',
);

try {
  // The SSR variables are removed where a server should have the default, so that a value left in
  // the caller's shell cannot turn the cache off (or SSR on) behind a column's name.
  const wanted = [
    { label: 'SSR=0', env: { SSR: '0', SSR_CACHE_MS: undefined, SSR_DATA_CACHE_MS: undefined } },
    { label: 'SSR=1', env: { SSR: '1', SSR_CACHE_MS: undefined, SSR_DATA_CACHE_MS: undefined } },
    ...(doLoad
      ? [
          { label: 'SSR=1 SSR_CACHE_MS=0', env: { SSR: '1', SSR_CACHE_MS: '0', SSR_DATA_CACHE_MS: undefined } },
          {
            label: 'SSR=1 SSR_CACHE_MS=0 SSR_DATA_CACHE_MS=0',
            env: { SSR: '1', SSR_CACHE_MS: '0', SSR_DATA_CACHE_MS: '0' },
          },
        ]
      : []),
  ];
  console.log(`Starting ${wanted.length} servers (${wanted.map((server) => server.label).join(', ')}) ...`);
  // Three servers seeding their databases at once on a small machine take longer than one alone.
  const servers = await Promise.all(wanted.map((server) => startSite({ ...server, timeoutMs: 180_000 })));
  const [shell, rendered, ...uncached] = servers;
  await compareHomePages(shell, rendered);
  if (doLighthouse) await benchLighthouse([shell, rendered]);
  if (doLoad) await benchLoad([shell, rendered, ...uncached]);
  await Promise.all(servers.map((server) => server.stop()));
} catch (error) {
  console.error(`\nbench:home: could not run: ${error instanceof Error ? error.message : String(error)}`);
  // The servers are stopped by site-server.mjs's exit handler.
  process.exit(1);
}

/** Says whether SSR=1 serves another page at all: a server without SSR ignores the variable. */
async function compareHomePages(shell, rendered) {
  const sizeOf = async (server) => {
    const response = await fetch(server.url, { headers: { 'Accept-Language': 'es' } });
    return (await response.arrayBuffer()).byteLength;
  };
  const [shellBytes, renderedBytes] = [await sizeOf(shell), await sizeOf(rendered)];
  console.log(`/ is ${shellBytes} bytes of HTML with SSR=0 and ${renderedBytes} bytes with SSR=1.`);
  // Bytes, not contents: each response carries its own CSP nonce.
  if (shellBytes === renderedBytes)
    console.log('The same size: this server seems to ignore SSR, so both columns measure the same page.');
  console.log('');
}

async function benchLighthouse(servers) {
  const figures = new Map();
  // A run Lighthouse could not record is run again (lighthouse-runs.mjs); NO_NAVSTART came once in
  // five runs here, so the allowance grows with the number of runs rather than staying at two.
  // A Chromium per preset, as a phone and a desktop share nothing: the servers all listen on
  // 127.0.0.1, and a cookie does not tell ports apart, so the phone's `narrow` cookie (written by the
  // head's script) reached the next desktop run, whose page then turned from the rail to the open side
  // menu as it hydrated (CLS 0.11-0.12 in 2 of 5 desktop runs, those that followed a mobile run).
  const reruns = Math.max(2, Math.ceil(runs * 0.8));
  const browsers = { desktop: await openLighthouse({ reruns }), mobile: await openLighthouse({ reruns }) };
  /** One run; a failure says whether the server was still there, which Lighthouse's message does not. */
  const runOn = async (server, preset, options) => {
    try {
      return await browsers[preset].run(server.url, { ...options, config: presets[preset] });
    } catch (error) {
      const status = await fetch(server.url).then(
        (response) => `answers / with ${response.status}`,
        () => 'does not answer /',
      );
      const state = isRunning(server) ? `still runs and ${status}` : 'has stopped';
      throw new Error(
        `${error instanceof Error ? error.message : String(error)} (the ${server.label} server ${state})`,
      );
    }
  };
  console.log(`Lighthouse on / (${runs} run${runs === 1 ? '' : 's'} per preset and server) ...`);
  try {
    // The first run of a fresh Chromium on a fresh server measures a cold browser and the server's
    // first reads of the build, which no later run does: one run of each preset on each server
    // first, shown and not counted.
    for (const preset of ['desktop', 'mobile']) {
      for (const server of servers) {
        const label = `warm-up ${preset.padEnd(7)} ${server.label}`;
        const result = await runOn(server, preset, { label });
        console.log(`${label}: performance ${performanceFigures(result.lhr).performance} (not counted)`);
      }
    }
    for (let run = 1; run <= runs; run += 1) {
      // SSR=0 and SSR=1 take turns going first, so that neither always runs in the other's wake.
      const order = run % 2 === 1 ? servers : [...servers].reverse();
      for (const preset of ['desktop', 'mobile']) {
        for (const server of order) {
          const label = `run ${run}/${runs} ${preset.padEnd(7)} ${server.label}`;
          const result = await runOn(server, preset, { label });
          const measured = performanceFigures(result.lhr);
          const key = `${preset} ${server.label}`;
          figures.set(key, [...(figures.get(key) ?? []), measured]);
          console.log(
            `${label}: ${metrics.map((metric) => `${metric.name} ${metric.format(measured[metric.key])}`).join(', ')}`,
          );
        }
      }
    }
  } finally {
    browsers.desktop.close();
    browsers.mobile.close();
  }

  for (const preset of ['desktop', 'mobile']) {
    const rows = [[preset, ...servers.map((server) => server.label), 'target']];
    for (const metric of metrics) {
      const target = targets[preset][metric.key];
      const cells = servers.map((server) => {
        const value = median(figures.get(`${preset} ${server.label}`).map((run) => run[metric.key]));
        return `${metric.format(value)}${target ? ` ${mark(meets(target, value))}` : ''}`;
      });
      rows.push([metric.name, ...cells, target ? `${target[0]} ${metric.format(target[1])}` : '']);
    }
    console.log(
      `\nLighthouse, ${preset === 'desktop' ? 'desktop preset' : "mobile (Lighthouse's default emulation and throttling)"}, median of ${runs}:`,
    );
    printTable(rows);
  }
  console.log("(CPU benchmark: Lighthouse's measure of this machine during the runs; not a target.)\n");
}

async function benchLoad([shell, rendered, uncached, nothingCached]) {
  // Every request rendered by React: with the short cache of the public first-screen answers (the
  // default), and with every answer asked of the platform for each page too.
  const wanted = [
    { server: shell, name: 'SSR=0 (shell, reference)' },
    { server: rendered, name: 'SSR=1, HTML cache on' },
    { server: uncached, name: 'SSR=1, SSR_CACHE_MS=0', target: targets.uncachedRequestsPerSecond },
    {
      server: nothingCached,
      name: 'SSR=1, SSR_CACHE_MS=0 SSR_DATA_CACHE_MS=0',
      target: targets.uncachedRequestsPerSecond,
    },
  ];
  console.log(
    `Throughput of /: ${concurrency} keep-alive clients, Accept-Language: es, Chromium's Accept-Encoding, no cookies, whole bodies read, ` +
      `${seconds} s per server after a ${warmupSeconds} s warm-up, on loopback ...`,
  );
  const rows = [['server', 'req/s', 'p50', 'p95', 'p99', 'body sent', 'errors', 'target']];
  for (const { server, name, target } of wanted) {
    const result = await measureLoad(server);
    const ms = (value) => `${value.toFixed(1)} ms`;
    rows.push([
      name,
      `${result.perSecond.toFixed(0)}${target ? ` ${mark(result.perSecond >= target)}` : ''}`,
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      `${(result.meanBytes / 1000).toFixed(1)} kB`,
      result.errors.size ? formatStatuses(result.errors) : 'none',
      target ? `>= ${target}` : '',
    ]);
  }
  console.log('');
  printTable(rows);
  console.log(
    '(req/s counts 2xx responses; the load client runs on the same cores as the server and takes its share of them.)',
  );
}

/** Concurrent keep-alive GETs of / for the warm-up, then for the measured seconds. */
async function measureLoad(server) {
  const client = keepAliveClient(server.url, { concurrency, headers: requestHeaders });
  const get = () => client.request('GET', '/');
  const warmupEnd = Date.now() + warmupSeconds * 1000;
  await runClients(concurrency, () => Date.now() < warmupEnd, get);

  const latencies = [];
  const errors = new Map();
  let ok = 0;
  let bytes = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await runClients(
    concurrency,
    () => Date.now() < end,
    async () => {
      const { status, body, ms } = await get();
      latencies.push(ms);
      if (status >= 200 && status < 300) {
        ok += 1;
        bytes += body.length;
      } else errors.set(status, (errors.get(status) ?? 0) + 1);
    },
  );
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  if (!isRunning(server)) throw new Error(`the ${server.label} server stopped during the load`);
  if (ok === 0) throw new Error(`no request to the ${server.label} server succeeded (${formatStatuses(errors)})`);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    meanBytes: bytes / ok,
    errors,
  };
}
