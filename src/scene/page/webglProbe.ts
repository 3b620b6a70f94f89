/**
 * What WebGL this browser can give the 3D backdrop, asked before its 290 KB chunk is fetched.
 * A software rasterizer (SwiftShader, llvmpipe, Windows' basic render driver) draws on the CPU: the
 * backdrop would cost the visitor hundreds of milliseconds of main thread at start and a share of
 * every frame, for decoration. Such machines get the DOM page, unless the URL says `?scene=software`.
 */
export type WebGLSupport = 'none' | 'software' | 'hardware';

export interface WebGLProbe {
  support: WebGLSupport;
  renderer: string;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render driver|lavapipe/i;

/** True when a WebGL renderer name is one of the CPU rasterizers. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}

/** The GPU's name as the driver gives it (unmasked where the browser allows), then releases the context. */
export function rendererName(gl: WebGL2RenderingContext): string {
  const debugInfo = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(debugInfo ? debugInfo.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return name;
}

function classify(renderer: string | null): WebGLProbe {
  if (renderer === null) return { support: 'none', renderer: '' };
  return { support: isSoftwareRenderer(renderer) ? 'software' : 'hardware', renderer };
}

function probeOnMainThread(): WebGLProbe {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    return classify(gl ? rendererName(gl) : null);
  } catch {
    return classify(null);
  }
}

/**
 * Creating a WebGL context can hold a thread for a hundred milliseconds (far more in software), so
 * the question is asked in a worker, on an OffscreenCanvas. Where workers cannot answer (no
 * OffscreenCanvas WebGL, or the worker's script failed to load twice) the page asks itself.
 */
export function probeWebGL(): Promise<WebGLProbe> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return Promise.resolve(probeOnMainThread());
  return askWorker().catch(askWorker).catch(probeOnMainThread);
}

/** One worker's answer; rejects when its script does not load (the caller asks once more). */
function askWorker(): Promise<WebGLProbe> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<string | null>) => {
      worker.terminate();
      resolve(data === null ? probeOnMainThread() : classify(data));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error('the WebGL probe worker did not start'));
    };
  });
}

/** The owner's switch for machines without a GPU: `?scene=software` runs the backdrop anyway. */
export function softwareSceneAllowed(): boolean {
  return new URLSearchParams(window.location.search).get('scene') === 'software';
}
