/** The page's own control icons (not content): SVG files in this folder, drawn in the text colour. */
export const chromeIcons = { arrowUp: 'arrow-up.svg' } as const;
