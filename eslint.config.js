// Server layers (apps/server/src): routes → services → repositories → platform, no cycles, type-aware rules.
import { serverBoundaries } from './eslint/server-boundaries.js';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'coverage/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // ── Web floors (apps/web/src): app → features → ui → api → session → lib, no cycles. See eslint/web-boundaries.js.
  ...webBoundaries,
  // ── end of web floors
  {
    files: ['**/*.test.ts', '**/test/**', 'e2e/**', '**/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // ── Server layers: see eslint/server-boundaries.js and docs/decisions/0007-server-layers.md.
  ...serverBoundaries,
  // ── end of server layers
);
