import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'design-system',
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom per worker rather than one per file: the components keep no module state between
    // files (the setup file cleans the document after each test), and a new jsdom with its setup for
    // each of the 113 files was most of this project's time: 142 s -> 34 s on CI's two cores (stop 31).
    // The site's tests (app) stay isolated: two of their files share mocked modules' state.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
