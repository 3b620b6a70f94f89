import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { LinearFilter, SRGBColorSpace, Texture } from 'three';
import type { Mesh } from 'three';
import { useAppStore } from '@/state/store';
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
import { photoBox, photoFrame, photoImage } from './pageLayout';
import { pointer } from './pointer';
import { requestStillFrame } from './stillFrame';
import { createPhotoMaterial, createPhotoUniforms } from './photoMaterial';

const tween: TiltTween = { from: { ...restingPose }, to: { ...restingPose }, start: 0, duration: 0 };
const pose: TiltPose = { ...restingPose };
const matrix = new Array<number>(16);
const box = { left: 0, top: 0, width: 0, height: 0 };
const fraction = { x: 0.5, y: 0.5 };
const tiltState = { hovering: false };
// One photo per page: its uniforms and material live as long as the page does.
const uniforms = createPhotoUniforms();
const material = createPhotoMaterial(uniforms);

function pictureTexture(image: HTMLImageElement): Texture {
  const texture = new Texture(image);
  texture.colorSpace = SRGBColorSpace;
  // The browser already picked the srcset width for this size and pixel ratio: no mipmaps needed.
  texture.generateMipmaps = false;
  texture.minFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

/**
 * The round photo as a textured plane drawn exactly over the DOM photo, tilting toward the pointer
 * (or with the device). The DOM photo fades out once this has been drawn with its picture.
 */
export function TiltPhoto() {
  const mesh = useRef<Mesh>(null);
  const easing = useLiveParams((params) => params.tilt.easing);
  const ease = useMemo(() => {
    const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = easing;
    return cubicBezier(x1, y1, x2, y2);
  }, [easing]);

  useEffect(() => {
    const frame = photoFrame();
    const image = photoImage();
    if (!frame || !image) return;
    const style = getComputedStyle(frame);
    uniforms.uRingTop.value.set(style.getPropertyValue('--color-accent-1').trim());
    uniforms.uRingBottom.value.set(style.getPropertyValue('--color-accent-2').trim());
    uniforms.uCardColour.value.set(style.getPropertyValue('--color-card').trim());

    // The DOM photo's current srcset pick is the texture (same URL, from the cache: no second
    // download), read through a plain Image: with srcset, the <img>'s naturalWidth is divided by the
    // pixel density (the 620 px file on a 2x phone reports 310), and three would size the texture
    // from it, fail the upload and sample black. A pick of another size gets a new texture, since
    // three sizes a texture's storage once.
    let texture: Texture | undefined;
    let requested = '';
    let cancelled = false;
    const upload = () => {
      const url = image.currentSrc;
      if (!url || url === requested) return;
      requested = url;
      const source = new Image();
      source.src = url;
      source
        .decode()
        .then(() => {
          if (cancelled || image.currentSrc !== url) return;
          texture?.dispose();
          texture = pictureTexture(source);
          uniforms.uMap.value = texture;
          uniforms.uHasMap.value = 1;
          requestStillFrame();
        })
        .catch(() => undefined);
    };
    if (image.complete) upload();
    image.addEventListener('load', upload);
    return () => {
      cancelled = true;
      image.removeEventListener('load', upload);
      // Hidden until a remount has its own texture: the disposed one is never drawn again.
      uniforms.uHasMap.value = 0;
      texture?.dispose();
      useAppStore.getState().setPhotoOnScreen(false);
    };
  }, []);

  useFrame((state) => {
    const params = useLiveParams.getState().tilt;
    const still = useAppStore.getState().reducedMotion;
    const now = performance.now();
    const half = photoBox.size / 2;
    box.left = photoBox.centreX - half;
    box.top = photoBox.centreY - half;
    box.width = photoBox.size;
    box.height = photoBox.size;

    const over =
      !still && pointer.active && Math.hypot(pointer.x - photoBox.centreX, pointer.y - photoBox.centreY) <= half;
    if (over !== tiltState.hovering) {
      // Entering or leaving eases over the tilt speed from wherever the photo is now.
      poseAt(tween, now, ease, tween.from);
      tween.start = now;
      tween.duration = params.speedMs;
      tiltState.hovering = over;
    }
    if (over) {
      tiltPose(pointerFraction(pointer.x, pointer.y, box, fraction), params.maxDegrees, params.scale, tween.to);
    } else if (!still && pointer.hasOrientation) {
      orientationFraction(pointer.beta, pointer.gamma, params.gyroscopeMin, params.gyroscopeMax, fraction);
      tiltPose(fraction, params.maxDegrees, 1, tween.to);
    } else {
      Object.assign(tween.to, restingPose);
    }
    if (still) Object.assign(tween.from, restingPose);

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
    // Drawn with its picture: from this frame on the plane covers the DOM photo.
    mesh.current.onAfterRender = () => {
      const store = useAppStore.getState();
      if (!store.photoOnScreen && !store.contextLost) store.setPhotoOnScreen(true);
    };
  }, []);

  return (
    <mesh ref={mesh} material={material} frustumCulled={false} layers={layers.photo} renderOrder={2} visible={false}>
      <planeGeometry args={[1, 1]} />
    </mesh>
  );
}
