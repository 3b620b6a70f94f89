/// <reference types="vite/client" />

declare module '*.glsl' {
  const source: string;
  export default source;
}

/** Values of src/theme/tokens.css resolved at build time (vite/themeModule.ts). */
declare module 'virtual:theme' {
  import type { SceneColours } from '@/scene/protocol';
  import type { PhotoSize } from '@/theme/imageSlots';
  /** The theme colours the scene draws with, as `#rrggbb`. */
  export const sceneColours: SceneColours;
  /** The hero photo's drawn width, CSS px. */
  export const photoSize: PhotoSize;
}

/** The content's résumé as the build ships it (vite/resume/resumeFile.ts), or null when it offers none. */
declare module 'virtual:resume-file' {
  const resumeFile: { href: string; bytes: number } | null;
  export default resumeFile;
}

/** Where the header swaps its desktop row for the burger, decided from the content (vite/header/headerSwitch.ts). */
declare module 'virtual:header-switch' {
  /** The narrowest viewport, CSS px, that shows the desktop row. */
  export const headerSwitchPx: number;
  /** Matches below it: the burger and the mobile menu. */
  export const mobileMenuQuery: string;
}
