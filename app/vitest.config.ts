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
  },
});
