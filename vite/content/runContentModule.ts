import { createRunnableDevEnvironment, resolveConfig } from 'vite';

/** A module the content module imported, directly or not: its file and what it exports. */
export interface ContentPart {
  file: string;
  exports: Readonly<Record<string, unknown>>;
}

/**
 * Loads a module as the build sees it (Vite's module runner: TypeScript, no bundling), as Vite's
 * `runnerImport` does, and hands back every module it ran with its exports too: the same values, so a
 * part of the content (a language's words) can be traced to the file that holds it (languagesOf.ts).
 */
export async function runContentModule<T>(module: string): Promise<{ module: T; parts: ContentPart[] }> {
  const config = await resolveConfig(
    {
      configFile: false,
      envDir: false,
      cacheDir: process.cwd(),
      environments: {
        inline: {
          consumer: 'server',
          dev: { moduleRunnerTransform: true },
          resolve: { external: true, mainFields: [], conditions: ['node'] },
        },
      },
    },
    'serve',
  );
  const environment = createRunnableDevEnvironment('inline', config, {
    runnerOptions: { hmr: { logger: false } },
    hot: false,
  });
  await environment.init();
  try {
    const loaded = (await environment.runner.import(module)) as T;
    const parts = [...environment.runner.evaluatedModules.urlToIdModuleMap.values()]
      .filter((part) => part.file && part.exports && part.meta && !('externalize' in part.meta))
      .map((part) => ({ file: part.file!, exports: part.exports as Record<string, unknown> }));
    return { module: loaded, parts };
  } finally {
    await environment.close();
  }
}
