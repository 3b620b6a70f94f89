import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const threeImports = {
  group: ['three', 'three/*', '@react-three/*', 'postprocessing', 'leva'],
  message: 'DOM code never imports three, R3F or Leva: put 3D code in src/scene (design.md § Layout).',
};
const domFolders = {
  group: ['@/sections/*', '@/layout/*', '@/ui/*', '@/App', '@/main'],
  message: 'This folder may not import DOM components (design.md § Layout).',
};
const appFolders = {
  group: ['@/*', '../*', './*/..'],
  message: 'content and theme import nothing of ours (design.md § Layout).',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-subpath', 'dist-subpath-ssr', 'dist-test', 'dist-test-ssr', 'reports', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'table', 'info'] }],
    },
  },
  {
    files: ['src/content/**', 'src/theme/**'],
    ignores: ['src/theme/**/*.css'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...appFolders, group: ['@/*'] }] },
      ],
    },
  },
  {
    files: ['src/sections/**', 'src/layout/**', 'src/ui/**', 'src/hooks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [threeImports, { group: ['@/scene/*', '!@/scene/params', '!@/scene/math', '!@/scene/math/*'], message: 'DOM code only reads scene params and pure math.' }] }] },
  },
  {
    files: ['src/scene/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [domFolders] }] },
  },
  {
    files: ['src/services/**', 'src/state/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [threeImports, domFolders] }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'vite/**', '*.config.{js,ts}', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
