import { heroPosterMarkup } from './heroPosterMarkup';
import styles from './HeroPoster.module.css';

const markup = { __html: heroPosterMarkup() };

/**
 * The particle field as it stands at t = 0, inline SVG in the prerendered hero: on screen from the
 * first paint, with or without JavaScript, and the still field wherever the scene does not run.
 * It fades out once the scene has presented its first frame (the same field, see
 * `scene/math/placement.ts`). The markup is set as HTML so hydration adopts it as one node.
 */
export function HeroPoster() {
  return <div className={styles.poster} aria-hidden="true" data-hero-poster dangerouslySetInnerHTML={markup} />;
}
