import { Color, NormalBlending, ShaderMaterial, Vector2 } from 'three';
import particleChunk from '@shaders/chunks/particle.glsl';
import linksFragment from '@shaders/links/fragment.glsl';
import linksVertex from '@shaders/links/vertex.glsl';
import particlesFragment from '@shaders/particles/fragment.glsl';
import particlesVertex from '@shaders/particles/vertex.glsl';

/** Uniforms both field materials read; one set of objects, so one write per frame serves both. */
export function createFieldUniforms() {
  return {
    uViewport: { value: new Vector2(1, 1) },
    uOrigin: { value: new Vector2() },
    uBounds: { value: new Vector2(1, 1) },
    uTime: { value: 0 },
    uSpeed: { value: 0 },
    uPointer: { value: new Vector2(-1e4, -1e4) },
    uRepulse: { value: 0 },
    uRepulseDistance: { value: 0 },
    uPixelRatio: { value: 1 },
    uColour: { value: new Color() },
    uSizeMin: { value: 0 },
    uSizeMax: { value: 0 },
    uOpacity: { value: 0 },
    uLinkDistance: { value: 0 },
    uLinkOpacity: { value: 0 },
    uLinkWidth: { value: 0 },
  };
}

export type FieldUniforms = ReturnType<typeof createFieldUniforms>;

function fieldMaterial(uniforms: FieldUniforms, vertex: string, fragment: string): ShaderMaterial {
  return new ShaderMaterial({
    uniforms,
    vertexShader: `${particleChunk}\n${vertex}`,
    fragmentShader: fragment,
    transparent: true,
    depthTest: false,
    depthWrite: false,
    blending: NormalBlending,
  });
}

export function createPointsMaterial(uniforms: FieldUniforms): ShaderMaterial {
  return fieldMaterial(uniforms, particlesVertex, particlesFragment);
}

export function createLinksMaterial(uniforms: FieldUniforms): ShaderMaterial {
  return fieldMaterial(uniforms, linksVertex, linksFragment);
}
