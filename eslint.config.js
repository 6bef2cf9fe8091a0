// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      'visual-tests/.loki/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // It prefers `x!` to `x as T`, which strict's no-non-null-assertion forbids: keep the cast.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    // The site runs in the browser (app/src/tsconfig.json has no Node types). The design system's
    // QR code brings @types/qrcode, which references Node's types, into that program anyway, so
    // the compiler alone does not stop a Node import or global here: this rule does.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/**/*.test.{ts,tsx}', 'app/src/**/testing.tsx', 'app/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'The site runs in the browser: no Node modules.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require'].map((name) => ({
          name,
          message: 'The site runs in the browser: no Node globals.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
