// The template's files owners once tuned in place, each with the file of theirs its tuning belongs
// in: named once for `npm run upgrade`, which moves the tuning, and the doctor, which points to it.

/** The template's files an owner used to tune in place, and the file of theirs each tuning goes to. */
export const tunedFiles = {
  tokens: { file: 'src/theme/tokens.css', ownFile: 'src/content/theme.css', selector: ':root' },
  lightTokens: {
    file: 'src/theme/tokens-light.css',
    ownFile: 'src/content/theme-light.css',
    selector: ":root[data-scheme='light']",
  },
  knobs: { file: 'src/scene/params.ts', ownFile: 'src/content/scene.ts' },
};
