import { useEffect, type RefObject } from 'react';
import { loadWithRetry } from '@/services/loadWithRetry';

interface OrientationPermission {
  requestPermission?: () => Promise<string>;
}

/**
 * Tilts the DOM photo (`motion/photoTilt.ts`) while `enabled` (no plane on screen, motion allowed).
 * The tilt and the scene's knobs it reads are a chunk fetched once the page has hydrated: a pointer
 * reaching the photo in the first instant finds it still, and nothing the visitor asked for waits
 * on it. iOS asks for orientation access on the first tap.
 */
export function usePhotoTilt(frame: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The tilt is a flourish: when its chunk cannot be had, the photo stays still.
    loadWithRetry(() => import('@/motion/photoTilt'))
      .then(({ tiltPhoto }) => {
        if (!cancelled) stop = tiltPhoto(element);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [frame, enabled]);

  useEffect(() => {
    const permission = (window.DeviceOrientationEvent as unknown as OrientationPermission | undefined)
      ?.requestPermission;
    if (!permission) return;
    const ask = () => void permission().catch(() => undefined);
    window.addEventListener('pointerup', ask, { once: true });
    return () => window.removeEventListener('pointerup', ask);
  }, []);
}
