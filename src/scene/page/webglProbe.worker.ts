import { rendererName } from './webglProbe';

/** Answers with the WebGL 2 renderer's name, or null when an OffscreenCanvas gets no WebGL 2 here. */
const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
self.postMessage(gl ? rendererName(gl) : null);
