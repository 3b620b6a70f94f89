import { Color, Matrix4, ShaderMaterial, Texture, Vector2, Vector3 } from 'three';
import photoFragment from '@shaders/photo/fragment.glsl';
import photoVertex from '@shaders/photo/vertex.glsl';

export function createPhotoUniforms() {
  return {
    uViewport: { value: new Vector2(1, 1) },
    uCentre: { value: new Vector2() },
    uSize: { value: 0 },
    uTilt: { value: new Matrix4() },
    uMap: { value: new Texture() },
    uHasMap: { value: 0 },
    uInner: { value: 1 },
    uRingTop: { value: new Color() },
    uRingBottom: { value: new Color() },
    uCardColour: { value: new Color() },
    uGlare: { value: new Vector3() },
  };
}

export type PhotoUniforms = ReturnType<typeof createPhotoUniforms>;

export function createPhotoMaterial(uniforms: PhotoUniforms): ShaderMaterial {
  return new ShaderMaterial({
    uniforms,
    vertexShader: photoVertex,
    fragmentShader: photoFragment,
    transparent: true,
    depthTest: false,
    depthWrite: false,
  });
}
