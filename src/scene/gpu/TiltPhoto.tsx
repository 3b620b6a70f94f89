import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { LinearFilter, SRGBColorSpace, Texture } from 'three';
import type { Mesh } from 'three';
import type { SceneColours } from '@/scene/protocol';
import { framePriority, layers } from './frameOrder';
import { useLiveParams } from './liveParams';
import { cubicBezier } from '@/scene/math/easing';
import {
  orientationFraction,
  pointerFraction,
  poseAt,
  restingPose,
  tiltMatrix,
  tiltPose,
  type TiltPose,
  type TiltTween,
} from '@/scene/math/tilt';
import { photoBox } from './pageLayout';
import { pointer } from './pointer';
import { notePhotoDrawn } from './presentation';
import { createPhotoMaterial, createPhotoUniforms } from './photoMaterial';
import { perRun, resetOnRestart } from './runState';

const tween: TiltTween = perRun(() => ({ from: { ...restingPose }, to: { ...restingPose }, start: 0, duration: 0 }));
const pose: TiltPose = perRun(() => ({ ...restingPose }));
const matrix = new Array<number>(16);
const box = { left: 0, top: 0, width: 0, height: 0 };
const fraction = { x: 0.5, y: 0.5 };
const tiltState = perRun(() => ({ hovering: false }));
// One photo per page: its uniforms and material live as long as the page does.
const uniforms = createPhotoUniforms();
const material = createPhotoMaterial(uniforms);
// A new run waits for the page's picture: the last run's is released, not shown.
resetOnRestart(() => replacePicture(new Texture(), 0));

/** The DOM photo's current srcset pick, as the page sent it: already flipped for WebGL, no mipmaps needed. */
function pictureTexture(bitmap: ImageBitmap): Texture {
  const texture = new Texture(bitmap);
  texture.colorSpace = SRGBColorSpace;
  texture.flipY = false;
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

/**
 * Puts a new picture on the plane (a new srcset pick gets a new texture, since three sizes a
 * texture's storage once) and releases the one before it.
 */
export function showPhoto(bitmap: ImageBitmap): void {
  replacePicture(pictureTexture(bitmap), 1);
}

function replacePicture(texture: Texture, hasMap: number): void {
  const previous = uniforms.uMap.value;
  uniforms.uMap.value = texture;
  uniforms.uHasMap.value = hasMap;
  previous.dispose();
  if (previous.image instanceof ImageBitmap) previous.image.close();
}

/**
 * The round photo as a textured plane drawn exactly over the DOM photo, tilting toward the pointer
 * (or with the device). The page fades the DOM photo out once a frame with this plane and its picture
 * has been presented.
 */
export function TiltPhoto({ colours }: { colours: SceneColours }) {
  const mesh = useRef<Mesh>(null);
  const easing = useLiveParams((params) => params.tilt.easing);
  const ease = useMemo(() => {
    const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = easing;
    return cubicBezier(x1, y1, x2, y2);
  }, [easing]);

  useEffect(() => {
    uniforms.uRingTop.value.set(colours.ringTop);
    uniforms.uRingBottom.value.set(colours.ringBottom);
    uniforms.uCardColour.value.set(colours.card);
  }, [colours]);

  useFrame((state) => {
    const params = useLiveParams.getState().tilt;
    const now = performance.now();
    const half = photoBox.size / 2;
    box.left = photoBox.centreX - half;
    box.top = photoBox.centreY - half;
    box.width = photoBox.size;
    box.height = photoBox.size;

    const over = pointer.active && Math.hypot(pointer.x - photoBox.centreX, pointer.y - photoBox.centreY) <= half;
    if (over !== tiltState.hovering) {
      // Entering or leaving eases over the tilt speed from wherever the photo is now.
      poseAt(tween, now, ease, tween.from);
      tween.start = now;
      tween.duration = params.speedMs;
      tiltState.hovering = over;
    }
    if (over) {
      tiltPose(pointerFraction(pointer.x, pointer.y, box, fraction), params.maxDegrees, params.scale, tween.to);
    } else if (pointer.hasOrientation) {
      orientationFraction(pointer.beta, pointer.gamma, params.gyroscopeMin, params.gyroscopeMax, fraction);
      tiltPose(fraction, params.maxDegrees, 1, tween.to);
    } else {
      Object.assign(tween.to, restingPose);
    }

    poseAt(tween, now, ease, pose);
    uniforms.uTilt.value.fromArray(tiltMatrix(pose, params.perspective, matrix));
    uniforms.uViewport.value.set(state.size.width, state.size.height);
    uniforms.uCentre.value.set(photoBox.centreX, photoBox.centreY);
    uniforms.uSize.value = photoBox.size;
    uniforms.uInner.value = photoBox.innerRatio;
    const glareX = pose.rotateY / params.maxDegrees;
    const glareY = pose.rotateX / params.maxDegrees;
    uniforms.uGlare.value.set(glareX, glareY, params.glare * Math.min(1, Math.hypot(glareX, glareY) / Math.SQRT2));
    if (mesh.current) mesh.current.visible = photoBox.found && uniforms.uHasMap.value === 1;
  }, framePriority.animate);

  useEffect(() => {
    if (!mesh.current) return;
    // Drawn with its picture: once this frame is presented the DOM photo may fade out.
    mesh.current.onAfterRender = notePhotoDrawn;
  }, []);

  return (
    <mesh ref={mesh} material={material} frustumCulled={false} layers={layers.photo} renderOrder={2} visible={false}>
      <planeGeometry args={[1, 1]} />
    </mesh>
  );
}
