import type { SceneParams } from '@/scene/params';

/** `params` as the source of `sceneParams` in params.ts, ready to paste over the old object. */
export function formatParams(params: SceneParams): string {
  const body = JSON.stringify(params, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/\[\s+([^\]]*?)\s+\]/g, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
  return `export const sceneParams = ${body} as const;\n`;
}
