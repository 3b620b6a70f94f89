import { useRef } from 'react';
import { useContent } from '@/language/LanguageContext';
import { photoAnchor } from '@/scene/page/anchors';
import { photoSize } from 'virtual:theme';
import { photoSizes, photoSlot } from '@/theme/imageSlots';
import { usePhotoTilt } from '@/hooks/usePhotoTilt';
import { useReducedMotion } from '@/hooks/useReducedMotion';
import { selectPhotoOnScreen } from '@/state/selectors';
import { useAppStore } from '@/state/store';
import { Picture } from '@/ui/Picture';
import styles from './HeroPhoto.module.css';

const slot = photoSlot(photoSize);
const sizes = photoSizes(photoSize);

/**
 * The owner's round photo in the accent ring: the real element (alt text, LCP, fallback). Once a
 * frame with the scene's tilting plane over it has been presented, this fades out; until then, or
 * without WebGL, it tilts itself with CSS 3D transforms.
 */
export function HeroPhoto() {
  const { owner } = useContent();
  const frame = useRef<HTMLDivElement>(null);
  const planeOnScreen = useAppStore(selectPhotoOnScreen);
  const reducedMotion = useReducedMotion();
  usePhotoTilt(frame, !planeOnScreen && !reducedMotion);

  return (
    <div ref={frame} className={styles.frame} data-under-plane={planeOnScreen || undefined} {...{ [photoAnchor]: '' }}>
      <Picture
        image={owner.photo}
        slot={slot}
        sizes={sizes}
        className={styles.photo}
        loading="eager"
        fetchPriority="high"
      />
    </div>
  );
}
