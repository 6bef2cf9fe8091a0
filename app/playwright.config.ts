import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

/**
 * The real server, six times: the default site, two operator brands (README: re-skinning), the two
 * system states of SPEC.md section 4 (maintenance, region blocked), and the site rendered in the
 * browser alone (SSR=0: the browser makes every call, which the fault tests break), each with its
 * own platform. Then production's shape (README: scaling): one server as the operator's platform,
 * two replicas with PLATFORM_URL set to it, and a round-robin balancer in front of them. And a site
 * whose E calls are sealed with the operators' legacy cipher (issue 16 item 13), one with the register
 * form's optional fields on (item 4), one that asks for human verification everywhere (item 3), and
 * one whose status names a Google tag (item 11): fourteen, and the readiness check's port after them.
 */
/** The first of the servers' ports; E2E_PORT_BASE moves them all, so that two checkouts can run side by side. */
const base = Number(process.env.E2E_PORT_BASE ?? 4180);
const at = (offset: number) => `http://127.0.0.1:${base + offset}`;
export const servers = {
  default: at(0),
  brand: at(1),
  maintenance: at(2),
  blocked: at(3),
  browserRendered: at(4),
  platform: at(5),
  replicaA: at(6),
  replicaB: at(7),
  replicas: at(8),
  legacyCipher: at(9),
  registerFields: at(10),
  humanCheck: at(11),
  analytics: at(12),
  crimson: at(13),
  hostedChallenge: at(14),
} as const;
/** The replicas behind `servers.replicas`, in the balancer's order (its journal names them by index). */
export const replicaOrder = ['replicaA', 'replicaB'] as const;
/** The operator brand of the server `brand`. */
export const brandFile = fileURLToPath(new URL('../tokens/brands/aurora.json', import.meta.url));
/** The second operator brand, of the server `crimson` (operator-themes.spec.ts). */
const secondBrandFile = fileURLToPath(new URL('../tokens/brands/crimson.json', import.meta.url));
/**
 * The page screenshots in the operator themes of visual-tests/themes.json (issue 19 item 1): run on
 * the server of each brand, in that theme's mode (project metadata, read by the spec).
 */
const operatorThemesSpec = /\/operator-themes\.spec\.ts$/;

/**
 * The database of a server's embedded platform: a file, so that tests can read what the platform
 * "sent" (SMS codes), and new on every start, so that each run begins with the same seed data.
 */
export const platformDbOf = (name: keyof typeof servers) =>
  fileURLToPath(new URL(`.data/e2e-${name}.sqlite`, import.meta.url));

const site = (name: keyof typeof servers, env: Record<string, string>) => ({
  // Builds the site first if app/dist is missing; `npm test` builds it in an earlier layer.
  command: 'npx tsx server/start.ts',
  url: `${servers[name]}/`,
  // The suite logs in a hundred times from 127.0.0.1 within minutes, in parallel: the servers' rate
  // limits (server/rateLimit.ts) are raised for it rather than lowered for everyone.
  env: {
    PORT: new URL(servers[name]).port,
    RATE_LIMITS:
      'login=10000/60,register=10000/60,sms=10000/60,captcha=10000/60,chatStart=10000/60,chatMessage=10000/60',
    // Render threads (server/renderPool.ts) in the default server, where most pages are rendered; the
    // others render in their main thread, as before the threads: fourteen servers with two threads
    // each started 28 workers on two cores, and the e2e layer took 742 s in CI against 608-627 s.
    ...(name === 'default' ? {} : { SSR_WORKERS: '0' }),
    ...env,
  },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** A site with its own embedded platform, on a new database. */
const server = (name: keyof typeof servers, env: Record<string, string> = {}) => {
  const started = site(name, { LOBBY_DB: platformDbOf(name), ...env });
  return {
    ...started,
    command: `node -e "for (const end of ['', '-wal', '-shm']) require('fs').rmSync(process.argv[1] + end, { force: true })" ${platformDbOf(name)} && ${started.command}`,
  };
};

/** A replica: the embedded platform is off, /wps and /lgw go to the platform server. */
const replica = (name: (typeof replicaOrder)[number]) => site(name, { PLATFORM_URL: servers.platform });

/**
 * The spec files that share nothing with the others on the default server: guests only, or accounts
 * no other file logs in (e2e_faults, e2e_ssr, e2e_reality, e2e_break, e2e_newdevice, e2e_vip, ...), or
 * servers of their own (system: maintenance and blocked; replicas: the platform and its replicas). A
 * file that logs in a demo account (demo_member, demo_agent, ...) or takes a page screenshot belongs
 * to `default`. limits.spec (e2e_limits) runs in `default` all the same, to even the two workers:
 * once the screenshot files shot both modes from one visit (stop 39), the default project's files
 * were about 100 s shorter than the rest; limits takes about 58 s of them back.
 */
const isolated =
  /\/(accessibility|banners|lobby|preferences|system|faults|ssr|layout-shift|reality-check|take-a-break|new-device|vip|replicas|third-party)\.spec\.ts$/;

/**
 * Tests of a `default` file that use accounts of their own only (wallet.spec.ts's journeys: e2e_wallet
 * and e2e_transfer): they run beside the `default` project, as `own-accounts`. The `default` project's
 * files run one at a time and were the e2e layer's longest path (929 s of tests against 843 s for all
 * other projects in a clean-clone run): moving 39 s of them evens the two workers.
 */
export const ownAccountsTag = '@own-accounts';

/** The legacy cipher's journey, on its own server (its own project: no other server speaks it). */
const legacyCipherSpec = /\/legacy-cipher\.spec\.ts$/;
/** The register form with the optional fields on (LOBBY_REGISTER_FIELDS): its own server and project. */
const registerFieldsSpec = /register-fields\.spec\.ts$/;
/** Analytics with consent (LOBBY_GTAG_ID, issue 16 item 11): its own server and project. */
const analyticsSpec = /\/analytics\.spec\.ts$/;
/** The Google tag that server names in its status. */
export const analyticsTag = 'G-TEST1234';
/** The default server's staff key of the customer-service chat (LOBBY_STAFF_KEY): chat.spec.ts opens its console. */
export const staffKey = 'e2e-staff-key-0123456789';
/** Human verification required everywhere it can be (LOBBY_HUMAN_CHECK): its own server and project. */
const humanCheckSpec = /\/human-check\.spec\.ts$/;
/** The same with an operator's hosted challenge (LOBBY_HUMAN_CHECK_PROVIDER=hosted, the platform's stand-in). */
const hostedChallengeSpec = /\/hosted-challenge\.spec\.ts$/;
/** The value that server starts with: some fields on, some required, the captcha among them. */
export const registerFieldsValue =
  'qqNum,line:required,whatsapp,wechat,idNumber:required,recommenderId,paymentPassword:required,captcha:required';

/**
 * `E2E_SERVERS=default` starts only the servers named (scripts/node24.mjs runs one journey on the
 * default server, and need not start the others); all by default.
 */
const wanted = process.env.E2E_SERVERS?.split(',').filter(Boolean);
const unknownServers = wanted?.filter((name) => !(name in servers)) ?? [];
if (unknownServers.length)
  throw new Error(
    `E2E_SERVERS: no server ${unknownServers.join(', ')}; the servers are ${Object.keys(servers).join(', ')}`,
  );
const onlyWanted = <Entry extends { url: string }>(entries: Entry[]) =>
  wanted
    ? entries.filter((entry) =>
        wanted.some((name) => entry.url.startsWith(`${servers[name as keyof typeof servers]}/`)),
      )
    : entries;

/**
 * Playwright starts its web servers one after another, each once the one before answers: 55 s for
 * thirteen, before the first test. In CI (a clean start every time) they are launched side by
 * side, without a URL to wait on (but the operator's platform, which the replicas listed after it
 * reach from their start), and one more entry (scripts/await-servers.mjs, on the port after
 * the last server's) answers once all of them do. Locally each keeps its URL, so that a server left
 * running is reused.
 */
function startedSideBySide<Entry extends { url: string }>(entries: Entry[]) {
  if (!process.env.CI || entries.length < 2) return entries;
  const ready = at(Object.keys(servers).length);
  // Before they are launched (in the runner's process: a worker loads this file with them up), their
  // ports must be free: see scripts/await-servers.mjs --free.
  if (process.env.TEST_WORKER_INDEX === undefined) {
    const urls = [...entries.map(({ url }) => url), `${ready}/`].join(',');
    const script = fileURLToPath(new URL('../scripts/await-servers.mjs', import.meta.url));
    try {
      execFileSync(process.execPath, [script, '--free', urls], { stdio: 'inherit' });
    } catch {
      throw new Error("e2e: the servers' ports are not free (above)");
    }
  }
  return [
    // The platform server keeps its URL: the replicas after it in the list reach it from their start.
    ...entries.map(({ url, ...entry }) => (url.startsWith(`${servers.platform}/`) ? { url, ...entry } : entry)),
    {
      command: 'node ../scripts/await-servers.mjs',
      url: `${ready}/`,
      env: { PORT: new URL(ready).port, URLS: entries.map(({ url }) => url).join(',') },
      reuseExistingServer: false,
      timeout: 200_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ];
}

/** The files that run in projects of their own: everything else is the default server's. */
const notOnDefault = [
  /brand\.spec\.ts/,
  operatorThemesSpec,
  legacyCipherSpec,
  registerFieldsSpec,
  analyticsSpec,
  humanCheckSpec,
  hostedChallengeSpec,
  isolated,
];

export default defineConfig({
  testDir: 'e2e',
  // Two workers: the default project's files run one at a time (its own `workers: 1` below), and the
  // others beside them. Measured on CI's two cores (stop 31): the whole suite in 14.7 min with two
  // (CPU 93 % busy), against 17.4-21.8 min with one in the last clean-clone runs; records and faults
  // alone 233 s against 272 s (CPU 76 % against 66 %: one worker leaves a core idle while a journey
  // waits for a settlement, a retry or a timer). An earlier measurement (stop 15, when most files
  // shared the default server's accounts) found no gain. A file's tests run in order in one worker
  // (journeys build on each other).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // In CI, a failed test runs once more and is reported as flaky if it then passes: on 2 busy cores a
  // journey has failed once in about 120 (a retry button that did not recover within 15 s).
  retries: process.env.CI ? 1 : 0,
  // The list of tests as they run; at the end, where the time went (e2e/timing-reporter.ts).
  reporter: [['list'], ['./e2e/timing-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    // Every browser tool uses the Chromium named in scripts/chrome.mjs (TOOLCHAIN.md).
    launchOptions: { executablePath: chromePath, args: chromeArgs },
    colorScheme: 'dark',
    // Still by default: the banner carousel, the notice line and the winner board stop, so the
    // browser composites fewer frames (software compositing took 42 % of a core on records.spec, 22 %
    // with this). The tests of motion itself (ssr.spec) ask for 'no-preference'.
    reducedMotion: 'reduce',
    // The tests are written for a Spanish-speaking visitor, and the server renders the language of
    // Accept-Language (the device above sends en-US).
    locale: 'es-ES',
    // A trace of a failed test, for a look with `npx playwright show-trace`. Not in CI: it keeps
    // only its log, and recording every test's trace cost 6-17 % of the tests' time (account and
    // preferences journeys, 60-63 s -> 52-60 s summed; stop 38).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // The files that log in the shared demo accounts or take page screenshots of them: one at a time,
    // in order, since one's logins, favourites and messages show in another's screenshots (the
    // security centre lists the sessions, the header the balance and the badges).
    {
      name: 'default',
      testIgnore: notOnDefault,
      grepInvert: new RegExp(ownAccountsTag),
      workers: 1,
      use: { baseURL: servers.default },
    },
    {
      name: 'own-accounts',
      testIgnore: notOnDefault,
      grep: new RegExp(ownAccountsTag),
      use: { baseURL: servers.default },
    },
    // Guests and journeys on accounts of their own: beside the above.
    { name: 'isolated', testMatch: isolated, use: { baseURL: servers.default } },
    {
      name: 'brand',
      testMatch: [/brand\.spec\.ts/, operatorThemesSpec],
      use: { baseURL: servers.brand },
      metadata: { brand: 'aurora', mode: 'dark' },
    },
    {
      name: 'crimson',
      testMatch: operatorThemesSpec,
      use: { baseURL: servers.crimson },
      metadata: { brand: 'crimson', mode: 'light' },
    },
    { name: 'legacyCipher', testMatch: legacyCipherSpec, use: { baseURL: servers.legacyCipher } },
    // Issue 16 item 4: the register form's optional fields switched on by the platform's variable.
    { name: 'register-fields', testMatch: registerFieldsSpec, use: { baseURL: servers.registerFields } },
    // Issue 16 item 11: a site whose status names a Google tag (the default server names none).
    { name: 'analytics', testMatch: analyticsSpec, use: { baseURL: servers.analytics } },
    // Issue 16 item 3: human verification before a username login, an SMS code's send and a registration.
    { name: 'human-check', testMatch: humanCheckSpec, use: { baseURL: servers.humanCheck } },
    // The same points with a hosted challenge's widget in the captcha's place (the stand-in provider).
    { name: 'hosted-challenge', testMatch: hostedChallengeSpec, use: { baseURL: servers.hostedChallenge } },
  ],
  // Page screenshots (issue 6): references live with the story references, one per page, theme and
  // project; the tolerance is the visual layer's (visual-tests/tolerance.mjs): anti-aliasing noise
  // on a few hundred pixels passes, a changed token does not.
  snapshotPathTemplate: '../visual-tests/pages/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 500, threshold: 0.05, animations: 'disabled', caret: 'hide' } },
  webServer: startedSideBySide(
    onlyWanted([
      // Deposits and withdrawals settle in 1.5 s rather than 20 (the wallet journeys wait for them), and
      // real-time salary every 5 s rather than 5 minutes (the agent journeys wait for it). A new device
      // is verified (new-device.spec.ts): every other account's first login makes 127.0.0.1 known, and
      // no browser of the suite logs in from another address, so only e2e_newdevice is ever asked.
      // Its one domain is 127.0.0.1 (LOBBY_DOMAINS): reached as localhost, it is the invalid-URL page
      // (system.spec.ts).
      server('default', {
        LOBBY_SETTLE_MS: '1500',
        LOBBY_SALARY_INTERVAL_MS: '5000',
        LOBBY_VERIFY_NEW_IP: '1',
        LOBBY_DOMAINS: 'main:127.0.0.1',
        LOBBY_STAFF_KEY: staffKey,
      }),
      server('brand', { BRAND: brandFile }),
      server('crimson', { BRAND: secondBrandFile }),
      server('maintenance', { LOBBY_STATUS: 'maintenance' }),
      server('blocked', { LOBBY_STATUS: 'blocked' }),
      server('browserRendered', { SSR: '0' }),
      // Both settings, as an operator would write them (one alone would do: startup.ts); deposits
      // settle in 1.5 s, as on the default server.
      server('legacyCipher', { PLATFORM_CIPHER: 'legacy', LOBBY_CIPHER: 'legacy', LOBBY_SETTLE_MS: '1500' }),
      server('registerFields', { LOBBY_REGISTER_FIELDS: registerFieldsValue }),
      server('analytics', { LOBBY_GTAG_ID: analyticsTag }),
      server('humanCheck', { LOBBY_HUMAN_CHECK: 'login,sms,register' }),
      server('hostedChallenge', { LOBBY_HUMAN_CHECK: 'login,sms,register', LOBBY_HUMAN_CHECK_PROVIDER: 'hosted' }),
      // The replica journey (replicas.spec.ts) waits for a deposit to settle, as the wallet's do.
      server('platform', { LOBBY_SETTLE_MS: '1500' }),
      ...replicaOrder.map(replica),
      {
        // Test only (scripts/round-robin.mjs): its journal is ready once it listens; the replicas
        // behind it are waited for by their own entries above.
        command: 'node ../scripts/round-robin.mjs',
        url: `${servers.replicas}/__round-robin`,
        env: { PORT: new URL(servers.replicas).port, UPSTREAMS: replicaOrder.map((name) => servers[name]).join(',') },
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      },
    ]),
  ),
});
