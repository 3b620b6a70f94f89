import type { Plugin } from 'vite';

interface ShippedAsset {
  fileName: string;
  source: string | Uint8Array;
}

interface Options<T> {
  name: string;
  /** The id the page imports, `virtual:…`. */
  id: string;
  /** Reads the data under the config's base path. */
  read: (base: string) => Promise<T>;
  /** The module's default export, written as JSON. */
  exported: (data: T, base: string) => unknown;
  /** The files the client build ships beside the page, from the same data. */
  assets: (data: T) => AsyncIterable<ShippedAsset> | Iterable<ShippedAsset>;
}

/**
 * The module whose own read failed with an error. Other modules read its data too (the latest posts
 * read the posts; the search, both the posts and the case studies), and fail with the same error,
 * which only its owner reports.
 */
const failedIn = new WeakMap<object, string>();

export interface VirtualDataModule<T> {
  plugin: Plugin;
  /** The data, read when first asked for and then kept. */
  data: () => Promise<T>;
  /** Drops the data kept, so the next ask reads it again. */
  forget: () => void;
  /** The module's id once resolved, as the module graph knows it. */
  resolvedId: string;
}

/**
 * A `virtual:` module whose default export is data the build reads from the content once, with the
 * files the client build ships from it. The client build reads it as it starts: a failed read stops
 * the build there, once, under this module's name, before every plugin that reads the data reports it
 * again. A failed read is not kept, so the dev server reads again at the next import.
 */
export function virtualDataModule<T>({ name, id, read, exported, assets }: Options<T>): VirtualDataModule<T> {
  const resolvedId = `\0${id}`;
  let base = '/';
  let ssr = false;
  let building = false;
  let kept: Promise<T> | undefined;
  const data = () =>
    (kept ??= read(base).catch((error: unknown) => {
      if (error instanceof Object && !failedIn.has(error)) failedIn.set(error, name);
      throw error;
    }));
  const forget = () => {
    kept = undefined;
  };

  const plugin: Plugin = {
    name,
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
      building = config.command === 'build';
    },
    async buildStart() {
      // The client build reads the data anyway, for the files it ships.
      if (!building || ssr) return;
      await data().catch((error: Error) => {
        if (failedIn.get(error) === name) this.error(error.message);
      });
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    async load(moduleId) {
      if (moduleId !== resolvedId) return;
      const loaded = await data().catch((error: Error) => {
        forget();
        this.error(error.message);
      });
      return `export default ${JSON.stringify(exported(loaded, base))};`;
    },
    async generateBundle() {
      if (ssr) return;
      for await (const asset of assets(await data())) this.emitFile({ type: 'asset', ...asset });
    },
  };
  return { plugin, data, forget, resolvedId };
}
