import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import path, { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const require = createRequire(import.meta.url);
// Storybook can lose a framework or addon when npm hoists differently (TOOLCHAIN.md): name each by
// its resolved directory instead of its bare package name.
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables come from the design system's sources, which live outside this package.
    reactDocgenTypescriptOptions: {
      include: ['../design-system/src/**/*.tsx'],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx'],
      tsconfigPath: path.join(dirname(fileURLToPath(import.meta.url)), '../../design-system/tsconfig.json'),
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules') || prop.name === 'children',
    },
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
