import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromeArgs, chromePath } from '../scripts/chrome.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test in Chromium: it renders, its play function passes, and axe finds nothing.
 * The same stories run once per colour mode (projects `stories` and `stories-light`), so axe checks
 * the contrast of what is really painted in both.
 */
export const storyTests = (mode: 'dark' | 'light') =>
  defineProject({
    plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(dirname, '.storybook') })],
    // Pre-bundled up front; otherwise Vite discovers them mid-run and reloads the page (TOOLCHAIN.md).
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/dynamic',
        'radix-ui',
        'i18next',
        'react-i18next',
        'dompurify',
        'qrcode',
        '@tanstack/react-virtual',
        'formik',
        'yup',
        '@visx/scale',
        '@visx/shape',
      ],
    },
    define: { 'import.meta.env.STORY_TEST_MODE': JSON.stringify(mode) },
    test: {
      name: mode === 'dark' ? 'stories' : `stories-${mode}`,
      // All files of a project in one document, as a designer moves between stories in Storybook:
      // 458 s -> 104 s for the layer (a fresh iframe per file re-imported the preview each time:
      // setup 500 s of 786 s). A story must not lean on a fresh document: TopNav's fit now waits for
      // its re-measure, and Modal's scroll lock is checked with a real wheel in e2e/popup-focus.spec.ts.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromePath, args: chromeArgs } }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1024, height: 768 },
      },
    },
  });

export default storyTests('dark');
