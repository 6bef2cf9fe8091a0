import { defineConfig } from 'vitest/config';

/**
 * All Vitest projects. `npm test` runs them through scripts/test.mjs by name:
 * unit projects in Node/jsdom, story tests in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      'tokens',
      'design-system',
      'app',
      'app/vitest.server.config.ts',
      'stories',
      'stories/vitest.light.config.ts',
    ],
  },
});
