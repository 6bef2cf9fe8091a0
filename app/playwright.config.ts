import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

/** The real server, twice: with the default theme, and with an operator brand (README: re-skinning). */
export const servers = {
  default: 'http://127.0.0.1:4180',
  brand: 'http://127.0.0.1:4181',
} as const;
const brandFile = fileURLToPath(new URL('../tokens/brands/aurora.json', import.meta.url));

const server = (url: string, env: Record<string, string> = {}) => ({
  // Builds the site first if app/dist is missing; `npm test` builds it in an earlier layer.
  command: 'npx tsx server/start.ts',
  url: `${url}/`,
  env: { PORT: new URL(url).port, ...env },
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
  webServer: [server(servers.default), server(servers.brand, { BRAND: brandFile })],
});
