/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { currentOutDir } from './scripts/lib/builds.mjs';
import { commentsEntry } from './scripts/lib/commentsScript.mjs';
import { colourSchemes } from './vite/colourSchemes.ts';
import { devPages } from './vite/devPages.ts';
import { contentAliases } from './vite/content/contentAliases.ts';
import { loadSite, themeFiles } from './vite/content/contentModule.ts';
import { restartOnContent } from './vite/content/restartOnContent.ts';
import { previewBuiltBase } from './vite/builtBase.ts';
import { glsl } from './vite/glsl.ts';
import { headerSwitch } from './vite/header/headerSwitch.ts';
import { languageModules } from './vite/languageModules.ts';
import { iconSprite } from './vite/icons/iconSprite.ts';
import { pageIcons } from './vite/icons/pageIcons.ts';
import { brandImages } from './vite/images/brandImages.ts';
import { caseStudies } from './vite/caseStudies/caseStudies.ts';
import { contentImages } from './vite/images/contentImages.ts';
import { pageImages } from './vite/images/pageImages.ts';
import { siteBrand } from './vite/images/siteBrand.ts';
import { mailbox } from './vite/mailbox.ts';
import { paintFirst } from './vite/paintFirst.ts';
import { printStylesheet } from './vite/printStylesheet.ts';
import { githubFigures } from './vite/github/githubFigures.ts';
import { resumeFile } from './vite/resume/resumeFile.ts';
import { themeModule } from './vite/themeModule.ts';
import { latestPosts } from './vite/writing/latestPosts.ts';
import { search } from './vite/search/search.ts';
import { siteServices } from './vite/siteServices.ts';
import { analyticsScript } from './vite/analyticsScript.ts';
import { writingPosts } from './vite/writing/writing.ts';
import { readTokens, tokenColour } from './vite/themeTokens.ts';

const site = await loadSite();
const { content, folder } = site;
const theme = themeFiles(folder);
const tokens = readTokens(...theme.tokens);
const stories = caseStudies({ site, colours: () => siteBrand(site.languages, tokens, folder).colours });
const posts = writingPosts({ site, colours: () => siteBrand(site.languages, tokens, folder).colours });
const latest = latestPosts(posts.languages, fileURLToPath(new URL('./src/writing/LatestPosts.tsx', import.meta.url)));

/** Sub-path the site is served under, e.g. `/portfolio/` on GitHub Pages. */
function basePath(): string {
  const raw = process.env.BASE_PATH ?? '/';
  const withLead = raw.startsWith('/') ? raw : `/${raw}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/**
 * Test builds (npm test's builds, Vitest) never read the owner's .env files: keys in .env.local
 * would turn the keyless and local-mailbox builds into real EmailJS builds.
 */
function ownerEnvFilesWanted(): boolean {
  return process.env.IGNORE_ENV_FILES !== 'true' && !process.env.VITEST;
}

export default defineConfig({
  base: basePath(),
  envDir: ownerEnvFilesWanted() ? undefined : false,
  plugins: [
    react(),
    paintFirst(),
    glsl(),
    mailbox(content.services?.contactForm?.backend),
    themeModule(theme.tokens),
    colourSchemes(content.appearance, theme, fileURLToPath(new URL('./src/layout/SchemeToggle.tsx', import.meta.url))),
    languageModules(site.languages, {
      switchFile: fileURLToPath(new URL('./src/layout/LanguageSwitch.tsx', import.meta.url)),
    }),
    iconSprite(() => pageIcons(content, folder), tokenColour(tokens, '--color-tile')),
    brandImages(() => siteBrand(site.languages, tokens, folder)),
    contentImages(
      async () => [...pageImages(content, folder), ...(await stories.images()), ...(await posts.images())],
      fileURLToPath(new URL('./node_modules/.cache/content-images', import.meta.url)),
    ),
    stories.plugin,
    posts.plugin,
    ...latest.plugins,
    search(
      { site, studies: stories.studies, posts: posts.languages },
      {
        logo: fileURLToPath(new URL('./src/layout/Logo.tsx', import.meta.url)),
        headerStart: fileURLToPath(new URL('./src/search/HeaderStart.tsx', import.meta.url)),
      },
    ),
    resumeFile(site),
    siteServices(content.services),
    githubFigures(site, {
      project: fileURLToPath(new URL('./src/github/ProjectFigures.tsx', import.meta.url)),
      profile: fileURLToPath(new URL('./src/github/ProfileFigures.tsx', import.meta.url)),
    }),
    ...analyticsScript(content.services?.analytics),
    headerSwitch(site.languages, latest.listed),
    previewBuiltBase(),
    devPages(fileURLToPath(new URL('./index.html', import.meta.url))),
    restartOnContent(folder),
    printStylesheet(
      fileURLToPath(new URL('./src/theme/print.css', import.meta.url)),
      theme.light.slice(theme.tokens.length) as [string, string?],
    ),
  ],
  resolve: {
    alias: [
      ...contentAliases(site.module, folder),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@shaders', replacement: fileURLToPath(new URL('./shaders', import.meta.url)) },
    ],
  },
  // The scene worker is a module worker: it imports its heavy chunk only after the page says `init`.
  worker: { format: 'es', plugins: () => [glsl()] },
  build: {
    outDir: currentOutDir(),
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for the whole page, lazy chunks included, which the prerender inlines: no chunk
    // then waits for CSS of its own, or can fail for it.
    cssCodeSplit: false,
    // Engines preload modules themselves (Safari since 17, Firefox since 115); an older Safari fetches
    // a lazy chunk's imports one after another, a little later, instead of running a polyfill on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The comments' script is an entry of its own, for the pages that show them (scripts/prerender.mjs).
      ...(content.services?.comments && {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          [commentsEntry]: fileURLToPath(new URL('./src/siteServices/comments/showComments.ts', import.meta.url)),
        },
      }),
      output: {
        codeSplitting: {
          groups: [
            // React DOM, React and its scheduler as one chunk: the start-up needs all three, and as
            // the separate shared chunks the lazy parts would otherwise make they gzip 850 B larger.
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // A worker per core: Vitest's default leaves one of two cores to the machine, and the files wait
    // on git, child processes and the disk often enough that two run in 63 s what one ran in 83 s.
    maxWorkers: '100%',
  },
});
