import { Flip } from 'gsap/Flip';
import { gsap } from './gsapCore';

gsap.registerPlugin(Flip);

export { Flip };
