import { heroPosterMarkup } from './heroPosterMarkup';
import styles from './HeroPoster.module.css';

const posterAttribute = 'data-hero-poster';

/**
 * The build draws the poster into the prerendered page; the built client adopts that markup as it
 * is instead of drawing the field again while it hydrates (half of its start-up script time).
 * Only the server render and the dev server, which has no prerendered page, draw it.
 */
function posterMarkup(): string {
  if (import.meta.env.PROD && !import.meta.env.SSR)
    return document.querySelector(`[${posterAttribute}]`)?.innerHTML ?? '';
  return heroPosterMarkup();
}

const markup = { __html: posterMarkup() };

/**
 * The particle field as it stands at t = 0, inline SVG in the prerendered hero: on screen from the
 * first paint, with or without JavaScript, and the still field wherever the scene does not run.
 * It fades out once the scene has presented its first frame (the same field, see
 * `scene/math/placement.ts`). The markup is set as HTML so hydration adopts it as one node.
 */
export function HeroPoster() {
  return (
    <div
      className={styles.poster}
      aria-hidden="true"
      {...{ [posterAttribute]: true }}
      dangerouslySetInnerHTML={markup}
    />
  );
}
