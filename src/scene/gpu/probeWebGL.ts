import type { WebGLSupport } from '@/scene/protocol';

/**
 * What WebGL 2 a canvas can give the scene, asked before its chunk is fetched. A software rasterizer
 * (SwiftShader, llvmpipe, Windows' basic render driver) draws on the CPU: the scene would cost the
 * visitor a share of every frame, for decoration, so the page declines it unless `?scene=software`.
 */
export interface WebGLProbe {
  support: WebGLSupport;
  renderer: string;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver|lavapipe/i;

/** True when a WebGL renderer name is one of the CPU rasterizers. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}

/** The GPU's name as the driver gives it (unmasked where the browser allows). */
export function rendererName(gl: WebGL2RenderingContext): string {
  const debugInfo = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}

/** Asks a throw-away canvas for WebGL 2, reads the renderer's name and releases the context. */
export function probeWebGL(canvas: OffscreenCanvas | HTMLCanvasElement): WebGLProbe {
  try {
    const gl = canvas.getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return { support: 'none', renderer: '' };
    const renderer = rendererName(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { support: isSoftwareRenderer(renderer) ? 'software' : 'hardware', renderer };
  } catch {
    return { support: 'none', renderer: '' };
  }
}
