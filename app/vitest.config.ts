import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/** Unit tests of the server and of the site's browser-free logic, in Node. */
export default defineProject({
  // The site's modules import the design system, whose styles vanilla-extract compiles.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'app',
    environment: 'node',
    include: ['server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/strings.ts'],
  },
});
