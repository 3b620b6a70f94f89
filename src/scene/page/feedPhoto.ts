import type { PagePort } from '@/scene/protocol';
import { photoImage } from './measureLayout';

/**
 * Sends the DOM photo's current srcset pick to the scene as an ImageBitmap, and again whenever the
 * pick changes (a resize across the breakpoint, a zoom). The file comes from the cache as a Blob:
 * the browser decodes a Blob off the main thread (an <img> source is decoded on it, a task of
 * 8–23 ms measured at start-up), and at the file's own size (with srcset the <img> reports its size
 * divided by the pixel density: the 620 px file on a 2x phone says 310). Flipped here, where WebGL
 * expects it.
 */
export function feedPhoto(port: PagePort): () => void {
  const image = photoImage();
  if (!image) return () => undefined;
  let requested = '';
  let stopped = false;
  const send = async () => {
    const url = image.currentSrc;
    if (!url || url === requested) return;
    requested = url;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const bitmap = await createImageBitmap(await response.blob(), { imageOrientation: 'flipY' });
    if (stopped || image.currentSrc !== url) return bitmap.close();
    port.send({ type: 'photo', bitmap }, [bitmap]);
  };
  const onLoad = () => void send().catch(() => undefined);
  if (image.complete) onLoad();
  image.addEventListener('load', onLoad);
  return () => {
    stopped = true;
    image.removeEventListener('load', onLoad);
  };
}
