import { report } from './report';

/**
 * Tells the page when a frame has reached the screen, and whether the photo plane was in it with its
 * picture: the DOM photo fades out only then. A frame drawn in one task is handed to the compositor
 * when that task ends, so the next animation frame is the first moment it is known to be presented.
 * Only changes are reported: the first frame, the photo appearing or going.
 */
const frame = { photoDrawn: false };
const state = { reported: undefined as boolean | undefined, latest: false, waiting: false };

/** The photo plane was drawn, with its picture, in the frame being drawn now. */
export function notePhotoDrawn(): void {
  frame.photoDrawn = true;
}

/** Call after each draw. */
export function noteFrameDrawn(): void {
  state.latest = frame.photoDrawn;
  frame.photoDrawn = false;
  if (state.latest === state.reported || state.waiting) return;
  state.waiting = true;
  requestAnimationFrame(() => {
    state.waiting = false;
    if (state.latest === state.reported) return;
    state.reported = state.latest;
    report({ type: 'presented', photo: state.latest });
  });
}

/** After a lost context, the next frame drawn counts as a first frame again. */
export function forgetPresentedFrames(): void {
  state.reported = undefined;
}
