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
 * files the client build ships from it. A failed read fails the build with its message and is not
 * kept, so the dev server reads again at the next import.
 */
export function virtualDataModule<T>({ name, id, read, exported, assets }: Options<T>): VirtualDataModule<T> {
  const resolvedId = `\0${id}`;
  let base = '/';
  let ssr = false;
  let kept: Promise<T> | undefined;
  const data = () => (kept ??= read(base));
  const forget = () => {
    kept = undefined;
  };

  const plugin: Plugin = {
    name,
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
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
