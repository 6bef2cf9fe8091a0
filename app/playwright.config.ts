import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

/**
 * The real server, four times: the default site, an operator brand (README: re-skinning), and the two
 * system states of SPEC.md section 4 (maintenance, region blocked). Each has its own in-memory
 * platform with the fixed seed, so every run starts from the same data.
 */
export const servers = {
  default: 'http://127.0.0.1:4180',
  brand: 'http://127.0.0.1:4181',
  maintenance: 'http://127.0.0.1:4182',
  blocked: 'http://127.0.0.1:4183',
} as const;
const brandFile = fileURLToPath(new URL('../tokens/brands/aurora.json', import.meta.url));

const server = (url: string, env: Record<string, string> = {}) => ({
  // Builds the site first if app/dist is missing; `npm test` builds it in an earlier layer.
  command: 'npx tsx server/start.ts',
  url: `${url}/`,
  env: { PORT: new URL(url).port, LOBBY_DB: ':memory:', ...env },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    // Every browser tool uses the Chromium named in scripts/chrome.mjs (TOOLCHAIN.md).
    launchOptions: { executablePath: chromePath, args: chromeArgs },
    colorScheme: 'dark',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'default', testIgnore: /brand\.spec\.ts/, use: { baseURL: servers.default } },
    { name: 'brand', testMatch: /brand\.spec\.ts/, use: { baseURL: servers.brand } },
  ],
  // Page screenshots (issue 6): references live with the story references, one per page, theme and
  // project; the tolerance is the visual layer's (visual-tests/tolerance.mjs): anti-aliasing noise
  // on a few hundred pixels passes, a changed token does not.
  snapshotPathTemplate: '../visual-tests/pages/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixels: 500, threshold: 0.05, animations: 'disabled', caret: 'hide' } },
  webServer: [
    server(servers.default),
    server(servers.brand, { BRAND: brandFile }),
    server(servers.maintenance, { LOBBY_STATUS: 'maintenance' }),
    server(servers.blocked, { LOBBY_STATUS: 'blocked' }),
  ],
});
