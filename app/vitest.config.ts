import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/** Unit tests of the site's logic and components (the server's are in vitest.server.config.ts). */
export default defineProject({
  // The site's modules import the design system, whose styles vanilla-extract compiles.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/strings.ts'],
    // Views render against the embedded platform and wait for its settlements (up to 10 s in a
    // waitFor); 5 s, Vitest's default, is too close when two workers share two cores.
    testTimeout: 20_000,
  },
});
