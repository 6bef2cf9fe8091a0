// Load test of the embedded platform: 10,000 mixed calls a player's session makes (balance, member
// info, game list pages, hot games, vendors, announcements, favourites, winner board, transfers with
// idempotency keys) from 50 concurrent keep-alive clients, stopped after 120 s whatever happens.
// Prints throughput, latency percentiles and errors by HTTP status and by errorCode, and checks that
// the transfers conserved the member's money.
//
//   node scripts/load-platform.mjs                       in-process platform on an ephemeral port
//   node scripts/load-platform.mjs --url http://127.0.0.1:8080   against a running server
//   options: --requests 10000 --concurrency 50 --seconds 120
import { randomUUID, webcrypto } from 'node:crypto';
import { parseArgs } from 'node:util';
import { formatStatuses, keepAliveClient, percentile, runClients } from './http-load.mjs';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '120' },
    username: { type: 'string', default: 'demo_member' },
    password: { type: 'string', default: 'Demo1234' },
  },
});
const total = Number(args.requests);
const concurrency = Number(args.concurrency);
const deadline = Date.now() + Number(args.seconds) * 1000;
const requestTimeoutMs = 10_000;

// ── The target ───────────────────────────────────────────────────────────────────────────────────
let base = args.url;
let stopServer = async () => undefined;
if (!base) {
  // TypeScript sources of the platform, loaded through tsx (a dev dependency of the repository).
  const { register } = await import('tsx/esm/api');
  register();
  const { createPlatform } = await import('../app/server/platform/index.ts');
  const { serve } = await import('@hono/node-server');
  const started = performance.now();
  const platform = createPlatform({ db: ':memory:', log: () => undefined });
  platform.ctx.cipher.publicKey();
  console.log(`Platform created in ${Math.round(performance.now() - started)} ms (in-memory database)`);
  const server = await new Promise((resolve) => {
    const listening = serve({ fetch: platform.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  base = `http://127.0.0.1:${server.address().port}`;
  stopServer = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => {
        platform.close();
        resolve();
      });
    });
}
const client = keepAliveClient(base, {
  concurrency,
  timeoutMs: requestTimeoutMs,
  headers: { Merchant: 'LOBBY', Language: 'EN', Device: 'web' },
});

/** One call over the keep-alive agent: { status, body (parsed or null), ms }. */
async function request(method, path, { body, headers = {}, token } = {}) {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const result = await client.request(method, path, {
    body: payload,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
  });
  let parsed = null;
  try {
    parsed = JSON.parse(result.body.toString('utf8'));
  } catch {
    // Counted as an error below by its status or missing envelope.
  }
  return { status: result.status, body: parsed, ms: result.ms };
}

// ── Log in (sealed, as the site does) ───────────────────────────────────────────────────────────
const subtle = webcrypto.subtle;
async function seal(key, json) {
  const plaintext = new TextEncoder().encode(JSON.stringify(json));
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  const b64url = (bytes) => Buffer.from(bytes).toString('base64url');
  return {
    body: JSON.stringify({ value: `${b64url(wrapped)}.${b64url(iv)}.${b64url(ciphertext)}` }),
    headers: {
      Encryption: `RSA-OAEP-256+A256GCM; keyid=${key.keyId}`,
      'X-Digest': `SHA-256=${Buffer.from(await subtle.digest('SHA-256', plaintext)).toString('base64')}`,
    },
  };
}

const key = (await request('GET', '/wps/session/key/rsa')).body?.value;
if (!key) throw new Error(`No sealing key at ${base}/wps/session/key/rsa`);
const sealed = await seal(key, { username: args.username, password: args.password, type: 'username' });
const loginResult = await request('POST', '/wps/session/login', sealed);
const token = loginResult.body?.value?.token;
if (!token) {
  console.error(`Login of ${args.username} failed: ${JSON.stringify(loginResult.body)}`);
  await stopServer();
  process.exit(1);
}
const balanceOf = async () => (await request('GET', '/wps/v2/wallets/balance', { token })).body?.value;
const before = await balanceOf();
const mainWallet = before?.balance?.[0]?.accountTypeId ?? 1;
const gameWallet = before?.balance?.find((wallet) => wallet.accountTypeId !== mainWallet)?.accountTypeId ?? 2;
const hot = (await request('GET', '/wps/relay/GCSGAME_hotGamesV2?limit=60')).body?.value?.list ?? [];
const nodeIds = hot.map((game) => game.nodeId).filter((id) => id !== undefined);
console.log(
  `Logged in as ${args.username}; ${nodeIds.length} hot games; main wallet ${mainWallet}, game wallet ${gameWallet}`,
);

// ── The mix ──────────────────────────────────────────────────────────────────────────────────────
/** mulberry32: the same mix on every run. */
let state = 20260501;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const gameTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'];
let transfersOut = 0;

const mix = [
  [18, 'balance', () => ['GET', '/wps/v2/wallets/balance']],
  [12, 'member info', () => ['GET', '/wps/member/info']],
  [
    20,
    'game list page',
    () => [
      'GET',
      `/wps/relay/GCSGAME_gameList?gameType=${pick(gameTypes)}&pageNo=${1 + Math.floor(random() * 20)}&pageSize=24&clientType=3&platform=html5-desktop&language=EN`,
    ],
  ],
  [10, 'hot games', () => ['GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop']],
  [8, 'vendors', () => ['GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop']],
  [8, 'announcements', () => ['GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W']],
  [4, 'favourite add', () => ['POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: pick(nodeIds) }]],
  [4, 'favourite remove', () => ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: pick(nodeIds) }]],
  [12, 'winner board', () => ['GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20']],
  [
    4,
    'transfer',
    () => {
      // Out and back in turn, 1.00 each; every fifth reuses the previous key (a retried click: replayed).
      transfersOut += 1;
      const out = transfersOut % 2 === 1;
      const body = {
        fromAccountTypeId: out ? mainWallet : gameWallet,
        toAccountTypeId: out ? gameWallet : mainWallet,
        amount: 1,
      };
      return ['POST', '/wps/relay/GCS_walletTransfer', body, { 'Idempotency-Key': randomUUID() }];
    },
  ],
];
const weightTotal = mix.reduce((sum, [weight]) => sum + weight, 0);
function nextCall() {
  let roll = random() * weightTotal;
  for (const [weight, name, make] of mix) {
    roll -= weight;
    if (roll < 0) return [name, ...make()];
  }
  return [mix[0][1], ...mix[0][2]()];
}

// ── Run ──────────────────────────────────────────────────────────────────────────────────────────
const latencies = [];
const byStatus = new Map();
const byError = new Map();
const byCall = new Map();
const callLatencies = new Map();
let issued = 0;
let repeatKey;
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/** One call of the mix. */
async function call() {
  issued += 1;
  const [name, method, path, body, headers] = nextCall();
  if (name !== 'transfer') {
    record(name, await request(method, path, { body, headers, token }));
    return;
  }
  // Every fifth transfer repeats the one before with the same key: the platform must replay it.
  let sendHeaders = headers;
  if (repeatKey && issued % 5 === 0) sendHeaders = { 'Idempotency-Key': repeatKey.key };
  const sent = sendHeaders === headers ? body : repeatKey.body;
  const result = await request(method, path, { body: sent, headers: sendHeaders, token });
  if (sendHeaders === headers) repeatKey = { key: headers['Idempotency-Key'], body };
  record(name, result);
}
function record(name, { status, body, ms }) {
  latencies.push(ms);
  count(byStatus, status);
  count(byCall, name);
  callLatencies.set(name, [...(callLatencies.get(name) ?? []), ms]);
  if (status === 200 && body?.success === false) count(byError, `${name}: ${body.errorCode}`);
  if (status !== 200 && body?.errorCode) count(byError, `${name}: ${body.errorCode}`);
}

console.log(`Sending ${total} requests with ${concurrency} concurrent clients to ${base} ...`);
const started = performance.now();
await runClients(concurrency, () => issued < total && Date.now() < deadline, call);
const seconds = (performance.now() - started) / 1000;
const after = await balanceOf();
await stopServer();
client.close();

// ── Report ───────────────────────────────────────────────────────────────────────────────────────
latencies.sort((a, b) => a - b);
const fmt = (ms) => `${ms.toFixed(1)} ms`;
console.log('');
console.log(
  `Requests:    ${latencies.length}${latencies.length < total ? ` (stopped by the ${args.seconds} s limit)` : ''}`,
);
console.log(`Duration:    ${seconds.toFixed(2)} s`);
console.log(`Throughput:  ${(latencies.length / seconds).toFixed(0)} req/s`);
console.log(
  `Latency:     p50 ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies.at(-1) ?? 0)}`,
);
console.log(`By status:   ${formatStatuses(byStatus)}`);
console.log('By call:');
for (const [name, times] of [...callLatencies].sort(([a], [b]) => a.localeCompare(b))) {
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `  ${name.padEnd(17)} ${String(times.length).padStart(5)}  p50 ${fmt(p(0.5)).padStart(9)}  p95 ${fmt(p(0.95)).padStart(9)}`,
  );
}
console.log(
  `Errors:      ${byError.size === 0 ? 'none' : [...byError].map(([code, n]) => `${code} x${n}`).join(', ')}`,
);
const conserved = before && after && Math.round(before.sumBalance * 100) === Math.round(after.sumBalance * 100);
console.log(
  `Money:       sumBalance ${before?.sumBalance} before, ${after?.sumBalance} after: ${conserved ? 'conserved' : 'NOT CONSERVED'}`,
);
const failed =
  (byStatus.get(0) ?? 0) + [...byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
process.exit(failed > 0 || !conserved ? 1 : 0);
