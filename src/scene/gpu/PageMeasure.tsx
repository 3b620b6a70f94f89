import { useFrame } from '@react-three/fiber';
import { framePriority } from './frameOrder';
import { measurePage } from './pageLayout';

/** First step of every frame: where the hero and the photo are now. */
export function PageMeasure() {
  useFrame(measurePage, framePriority.measure);
  return null;
}
