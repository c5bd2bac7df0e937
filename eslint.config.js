// Lint rules, including the folder boundaries: client never imports server, server never
// imports client, shared imports neither.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report', 'catalog'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(['**/server/**', '*/server/*'], 'The client never imports server code; share it through src/shared.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['**/client/**'], 'The server never imports client code; share it through src/shared.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary(['**/client/**', '**/server/**'], 'Shared code imports neither client nor server code.'),
  },
);
