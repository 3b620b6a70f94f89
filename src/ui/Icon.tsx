interface IconProps {
  /** Symbol id in the sprite (`iconSymbolId`). */
  id: string;
  /** Rendered size in px; 70 unless given. */
  size?: number;
  /** `0 0 120 120` unless given; sprite symbols carry their own viewBox. */
  viewBox?: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  title?: string;
  className?: string;
}

const spriteUrl = `${import.meta.env.BASE_URL}icons.svg`;

/** One symbol of the shared SVG sprite (`icons.svg`, built from the content by vite/icons/). */
export function Icon({ id, size = 70, viewBox = '0 0 120 120', title, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={viewBox}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}
