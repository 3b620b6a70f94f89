/** Shapes of the site's content. The values live in `site.ts`, the one file an owner edits. */

export type SectionId = 'home' | 'tech-stack' | 'projects' | 'feedback' | 'contacts';

export interface MenuItem {
  title: string;
  /** Anchor id of the section the item scrolls to. */
  target: SectionId;
}

/** A raster image shipped as AVIF + WebP in several widths under `public/`. */
export interface ImageAsset {
  /** Path under `public/` without width and extension, e.g. `images/projects/chase`. */
  path: string;
  alt: string;
  /** Intrinsic size of the widest variant; sets the aspect ratio so nothing shifts. */
  width: number;
  height: number;
  /** Widths (px) that exist on disk, ascending. */
  widths: readonly number[];
}

export interface Owner {
  name: string;
  role: string;
  greeting: string;
  email: string;
  /** Shown as written; dialled without spaces. */
  phone: string;
  photo: ImageAsset;
}

export type SocialKind = 'code' | 'messenger' | 'network';

export interface SocialLink {
  kind: SocialKind;
  label: string;
  /** A simple-icons slug or an SVG file under src/content/, drawn in the text colour. */
  icon: string;
  /** An empty href hides the icon. */
  href: string;
}

export interface TechItem {
  /** A simple-icons slug (`svelte`) or an SVG file under src/content/ (`icons/my-tool.svg`). */
  icon: string;
  title: string;
}

export interface FeedbackSlide {
  userName: string;
  text: string;
}

export type ProjectType = 'spa' | 'react' | 'landing page';
export type FilterStatus = 'all' | ProjectType;

export interface FilterTab {
  status: FilterStatus;
  title: string;
}

export interface Project {
  id: number;
  title: string;
  text: string;
  /** Language of `text` when it differs from the page's. */
  lang?: string;
  image: ImageAsset;
  type: ProjectType;
  /** `#` means there is no live preview. */
  hrefLive: string;
  /** `#` means the code is not public. */
  hrefCode: string;
}
