/// <reference types="vite/client" />

declare module '*.glsl' {
  const source: string;
  export default source;
}

/** The content's résumé as the build ships it (vite/resume/resumeFile.ts), or null when it offers none. */
declare module 'virtual:resume-file' {
  const resumeFile: { href: string; bytes: number } | null;
  export default resumeFile;
}
