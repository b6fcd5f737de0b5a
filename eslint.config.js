import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'server/db/migrations', 'bench/.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and close hooks are async without awaiting: `async` is what makes them promise-style.
      '@typescript-eslint/require-await': 'off',
      // JSX handlers may return a promise (react-hook-form's handleSubmit does); React ignores it.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read JSON answers (inject's and Playwright's json() are `any`) and compare them with
    // explicit expected values; a cast per answer would check nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (this file, scripts/*.mjs) is in no TypeScript project: lint it without types.
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'build/**', 'e2e/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Issue 47: a text a visitor or a student reads comes from the catalogues (web/locales/README.md).
    // The allow-list: words in lowercase or CAPITALS (MUI's variants, ids, keys), colours, and the
    // props and calls that never reach the screen as words.
    files: ['web/**/*.tsx'],
    ignores: ['web/admin/**', '**/*.test.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^#[0-9a-fA-F]{3,8}$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|sx|key|to|href|src|id|type|variant|color|component|role|size|edge|anchor|target|rel|fontSize|lang|dir|autoComplete|inputMode|name|value|align)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: ['Error', 'console.*', 't', 'say', 'screen', 'RegExp', '*.startsWith', '*.endsWith', '*.includes'],
        },
      ],
    },
  },
);
