import type { Plugin } from 'vite';

type ResolveId = (source: string) => string | null | undefined;
type Load = (id: string) => string | null | undefined | Promise<string | null | undefined>;

/**
 * What a build's plugins answer for a module the page imports by name, as Vite asks them (the first
 * that resolves the name and loads it); null when none serves it.
 */
export async function pluginModule(plugins: Plugin | readonly Plugin[], name: string): Promise<string | null> {
  for (const plugin of [plugins].flat()) {
    const id = (plugin.resolveId as unknown as ResolveId | undefined)?.call({}, name);
    if (!id) continue;
    const code = await (plugin.load as unknown as Load | undefined)?.call({}, id);
    if (code) return code;
  }
  return null;
}
