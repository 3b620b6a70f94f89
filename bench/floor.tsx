// The floor: the page background and nothing that moves. Pointer events alone still cost the main
// thread; the other pages are measured above this.
import '@/theme/global.css';

document.body.setAttribute('data-bench-ready', '');
