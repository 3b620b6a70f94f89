import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { buildFolders } from './scripts/lib/builds.mjs';

const threeImports = {
  group: ['three', 'three/*', '@react-three/*', 'postprocessing', 'leva'],
  message: 'DOM code never imports three, R3F or Leva: put 3D code in src/scene (docs/architecture.md § Import rules).',
};
const domFolders = {
  group: ['@/sections/*', '@/layout/*', '@/ui/*', '@/App', '@/main'],
  message: 'This folder may not import DOM components (docs/architecture.md § Import rules).',
};
const parentImports = {
  regex: '^\\.\\./',
  message: 'Import another folder through @/… so the folder rules below see it (docs/architecture.md § Import rules).',
};
const sceneFromDom = {
  group: ['@/scene/*', '!@/scene/params', '!@/scene/math', '!@/scene/math/*', '!@/scene/page', '!@/scene/page/anchors'],
  message: 'DOM code reads only scene params, pure math and the anchors of the page side (src/scene/page/anchors).',
};
const pageFromScene = {
  group: ['@/scene/page/*', '@/state/*', '@/hooks/*', '@/theme/*', 'react-dom', 'react-dom/*', 'leva'],
  message:
    "The scene's GPU side runs in a worker: it knows the page only through the messages of src/scene/protocol.ts.",
};
const gpuFromPage = {
  group: [
    'three',
    'three/*',
    '@react-three/*',
    'postprocessing',
    '@/scene/gpu/*',
    '!@/scene/gpu/probeWebGL',
    '!@/scene/gpu/liveParams',
  ],
  message: 'The page side never loads three or the scene statically: the worker does (the fallback imports it lazily).',
};
/** Globals a worker does not have: the GPU side must not reach for the page. */
const domGlobals = [
  'window',
  'document',
  'getComputedStyle',
  'matchMedia',
  'innerWidth',
  'innerHeight',
  'devicePixelRatio',
  'localStorage',
  'sessionStorage',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'Image',
  'alert',
  'scrollX',
  'scrollY',
  'visualViewport',
  'screen',
].map((name) => ({
  name,
  message: 'The GPU side runs in a worker: the page sends what it needs (src/scene/protocol.ts).',
}));
const appFolders = {
  group: ['@/*', '../*', './*/..'],
  message: 'content and theme import nothing of ours (docs/architecture.md § Import rules).',
};
/**
 * The modules of src/ the build shares with the page (by path under src/): pure, no DOM, no React. Build
 * code (vite/, scripts/, the configs) imports no other module of src/.
 */
const sharedWithBuild = [
  'caseStudies/caseStudyAddress',
  'writing/writingAddress',
  'writing/latestPosts',
  'contentShape/types',
  'contentShape/messageParams',
  'contentShape/services',
  'github/repositoryFigures',
  'language/formatMessage',
  'language/languageFolder',
  'layout/menuOrder',
  'scene/math/clamp',
  'seo/html',
  'seo/pageUrl',
  'seo/shareCardPath',
  'contact/sending/fields',
  'theme/breakpoints',
  'theme/imageSlots',
  'ui/iconSymbolId',
  'ui/icons/chromeIcons',
  'ui/imageFiles',
  'ui/pictureSources',
  'search/searchOptions',
  'search/searchData',
];
const srcFromBuild = {
  regex: `^(?:(?:\\.{1,2}/)+src/|@/)(?!(?:${sharedWithBuild.join('|')})(?:\\.ts)?$)`,
  message:
    'Build code imports from src/ only the pure modules it shares with the page, listed in eslint.config.js (docs/architecture.md § Import rules).',
};
/** What a module shared with the build may not import: Vite bundles the config without the page's `@/` alias. */
const pageFromShared = {
  group: ['@/*', 'react', 'react-dom', 'react-dom/*', 'three', 'three/*', '@react-three/*'],
  allowTypeImports: true,
  message:
    "A module the build shares imports values from its own folder only, and no React or three: the config's bundle has no `@/` (docs/architecture.md § Import rules).",
};
const contentImports = {
  regex: '^@/(?!content/types$)',
  message:
    "Content imports only the content's shape, `import type { … } from '@/content/types'` (docs/content.md § More than one language).",
};

export default tseslint.config(
  { ignores: [...buildFolders, 'reports', 'test-results', 'playwright-report', 'node_modules'] },
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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports] }] },
  },
  {
    files: ['src/theme/**'],
    ignores: ['src/theme/**/*.css'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [parentImports, { ...appFolders, group: ['@/*'] }] }],
    },
  },
  {
    files: ['src/content/**', 'src/placeholder/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, contentImports] }] },
  },
  {
    files: [
      'src/sections/**',
      'src/layout/**',
      'src/ui/**',
      'src/hooks/**',
      'src/caseStudies/**',
      'src/writing/**',
      'src/resume/**',
      'src/contact/form/**',
      'src/github/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, threeImports, sceneFromDom] }] },
  },
  {
    files: ['src/scene/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, domFolders] }] },
  },
  {
    files: ['src/scene/page/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, domFolders, gpuFromPage] }] },
  },
  {
    files: ['src/scene/gpu/**', 'src/scene/protocol.ts', 'src/scene/params.ts', 'src/scene/math/**'],
    rules: {
      'no-restricted-globals': ['error', ...domGlobals],
      'no-restricted-imports': ['error', { patterns: [parentImports, domFolders, pageFromScene] }],
    },
  },
  {
    files: ['src/services/**', 'src/contact/sending/**', 'src/state/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, threeImports, domFolders] }] },
  },
  {
    files: sharedWithBuild.map((module) => `src/${module}.ts`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [pageFromShared] }] },
  },
  {
    files: ['scripts/**', 'tests/**', 'vite/**', '*.config.{js,ts}', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['vite/**', 'scripts/**', 'vite.config.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [srcFromBuild] }] },
  },
);
