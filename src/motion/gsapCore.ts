import { gsap } from 'gsap';

// Let the ticker stop its requestAnimationFrame loop one second (60 frames) after the last tween
// ends or pauses, instead of the default two: nothing ticks while nothing moves.
gsap.config({ autoSleep: 60 });

export { gsap };
