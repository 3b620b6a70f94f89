import { report } from './report';
import { perRun } from './runState';
import { useSceneInputs } from './sceneInputs';

/**
 * Tells the page when a frame has reached the screen, whether the photo plane was in it with its
 * picture (the DOM photo fades out only then) and which hero news it was drawn under (the page shows
 * the canvas only for a frame of the hero as it is now). A frame drawn in one task is handed to the
 * compositor when that task ends, so the next animation frame is the first moment it is known to be
 * presented. Only changes are reported: the first frame, the photo appearing or going, the first
 * frame after each hero news.
 */
interface Presented {
  photo: boolean;
  heroNews: number;
}

const frame = perRun(() => ({ photoDrawn: false }));
const state = perRun(() => ({
  reported: undefined as Presented | undefined,
  latest: { photo: false, heroNews: 0 },
  waiting: false,
}));

const same = (a: Presented | undefined, b: Presented) =>
  a !== undefined && a.photo === b.photo && a.heroNews === b.heroNews;

/** The photo plane was drawn, with its picture, in the frame being drawn now. */
export function notePhotoDrawn(): void {
  frame.photoDrawn = true;
}

/** Call after each draw. */
export function noteFrameDrawn(): void {
  state.latest.photo = frame.photoDrawn;
  state.latest.heroNews = useSceneInputs.getState().heroNews;
  frame.photoDrawn = false;
  if (same(state.reported, state.latest) || state.waiting) return;
  state.waiting = true;
  requestAnimationFrame(() => {
    state.waiting = false;
    if (same(state.reported, state.latest)) return;
    state.reported = { ...state.latest };
    report({ type: 'presented', ...state.latest });
  });
}

/** After a lost context, the next frame drawn counts as a first frame again. */
export function forgetPresentedFrames(): void {
  state.reported = undefined;
}
