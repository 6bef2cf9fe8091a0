// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import rules of ARCHITECTURE.md, enforced (eslint-plugin-boundaries): each file is classified as
// one element, and an import from one element into another must be allowed by a policy below.
// Imports inside one element are not checked. A package is reached only through its entry (its
// package.json `exports`); a feature of the site only through its index.ts.
const entry = {
  tokens: { type: 'tokens', fileInternalPath: '{src/index.ts,src/node.ts,dist/**}' },
  contract: { type: 'contract', fileInternalPath: 'src/index.ts' },
  designSystem: { type: 'design-system', fileInternalPath: 'src/index.ts' },
  feature: { type: 'feature', fileInternalPath: 'index.ts' },
  // The server reaches the site through its server-render entry only, and knows its shape by the
  // types of serverEntry.ts (the server's program has no DOM to compile the site with).
  siteRender: { type: 'site', fileInternalPath: 'serverEntry.ts' },
};
const architecture = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', '*/tsconfig.json'],
        },
      },
      'boundaries/elements': [
        { type: 'feature', pattern: 'app/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'site-test', pattern: 'app/src/test', partialMatch: false },
        { type: 'site', pattern: 'app/src', partialMatch: false },
        { type: 'server', pattern: 'app/server', partialMatch: false },
        { type: 'e2e', pattern: 'app/e2e', partialMatch: false },
        { type: 'contract', pattern: 'contract', partialMatch: false },
        { type: 'tokens', pattern: 'tokens', partialMatch: false },
        { type: 'design-system', pattern: 'design-system', partialMatch: false },
        { type: 'stories', pattern: 'stories', partialMatch: false },
        { type: 'visual-tests', pattern: 'visual-tests', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // tokens and contract import nothing of ours.
            {
              from: { element: { type: 'design-system' } },
              allow: { to: { element: [entry.tokens, entry.contract] } },
            },
            {
              from: { element: { types: { anyOf: ['stories', 'visual-tests'] } } },
              allow: { to: { element: [entry.tokens, entry.contract, entry.designSystem] } },
            },
            // The site: packages through their entries, its own folders, features through their index.
            {
              from: { element: { types: { anyOf: ['site', 'feature', 'site-test'] } } },
              allow: {
                to: { element: [entry.tokens, entry.contract, entry.designSystem, entry.feature, { type: 'site' }] },
              },
            },
            // A screen or popup that loads on demand is imported with import() from the module that
            // defines it, at the top of its feature folder: the index would put the whole feature in
            // one chunk (ARCHITECTURE.md: every page is a lazy chunk).
            {
              from: { element: { types: { anyOf: ['site', 'feature'] } } },
              allow: {
                to: { element: { type: 'feature', fileInternalPath: '*.{ts,tsx}' } },
                dependency: { nodeKind: 'dynamic-import' },
              },
            },
            // Tests and their fixtures may start the embedded platform and use the test harness, and a
            // test may render another feature's fixtures.
            {
              from: {
                element: { types: { anyOf: ['site', 'feature'] } },
                file: { path: '**/{*.test.{ts,tsx},fixtures.{ts,tsx}}' },
              },
              allow: {
                to: {
                  element: [
                    { type: 'site-test' },
                    { type: 'server' },
                    { type: 'feature', fileInternalPath: 'fixtures.{ts,tsx}' },
                  ],
                },
              },
            },
            { from: { element: { type: 'site-test' } }, allow: { to: { element: { type: 'server' } } } },
            // The server: the contract and its own folders; and the tokens' compiler, with which it
            // validates and compiles an operator's brand at start-up (README: Re-skinning).
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: [entry.contract, entry.tokens, entry.siteRender] } },
            },
            {
              from: { element: { type: 'e2e' } },
              allow: { to: { element: [entry.contract, entry.tokens, { type: 'server' }] } },
            },
          ],
        },
      ],
    },
  },
];

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
  ...architecture,
);
