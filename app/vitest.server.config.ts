import { defineProject } from 'vitest/config';

/**
 * Unit tests of the server and its embedded platform, in Node: no strings and no styles to load, so
 * none of the site's setup (src/test/strings.ts) nor vanilla-extract, which cost every file about a
 * second when these ran in the `app` project.
 */
export default defineProject({
  test: {
    name: 'app-server',
    environment: 'node',
    include: ['server/**/*.test.ts'],
  },
});
