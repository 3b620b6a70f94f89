// Builds public/icons.svg: one <symbol> per id in ICON_IDS (src/content/types.ts). Brand glyphs come
// from simple-icons; the few it does not carry (LinkedIn, VS Code, RTK Query, the arrow) are drawn here.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as simpleIcons from 'simple-icons';

const root = fileURLToPath(new URL('..', import.meta.url));
const TILE = '#232323';
const LIGHT = 'currentColor';

/** id → simple-icons export, with a title; `light` symbols follow the text colour (socials). */
const fromSimpleIcons = {
  css3: { icon: 'siCss', title: 'CSS' },
  react: { icon: 'siReact', title: 'React' },
  html5: { icon: 'siHtml5', title: 'HTML5' },
  javascript: { icon: 'siJavascript', title: 'JavaScript' },
  typescript: { icon: 'siTypescript', title: 'TypeScript' },
  'redux-toolkit': { icon: 'siRedux', title: 'Redux Toolkit' },
  redux: { icon: 'siRedux', title: 'Redux' },
  sass: { icon: 'siSass', title: 'Sass' },
  git: { icon: 'siGit', title: 'Git' },
  'react-router': { icon: 'siReactrouter', title: 'React Router' },
  github: { icon: 'siGithub', title: 'GitHub', light: true },
  axios: { icon: 'siAxios', title: 'Axios' },
  'react-hook-form': { icon: 'siReacthookform', title: 'React Hook Form' },
  storybook: { icon: 'siStorybook', title: 'Storybook' },
  'material-ui': { icon: 'siMui', title: 'Material UI' },
  'radix-ui': { icon: 'siRadixui', title: 'Radix UI', light: true },
  swagger: { icon: 'siSwagger', title: 'Swagger' },
  'styled-components': { icon: 'siStyledcomponents', title: 'styled-components' },
  telegram: { icon: 'siTelegram', title: 'Telegram', light: true },
};

/** Our own glyphs, drawn on the same 24 × 24 grid (the arrow on the spec's 16 × 15). */
const drawn = {
  linkedin: {
    title: 'LinkedIn',
    body: `<path fill="${LIGHT}" fill-rule="evenodd" d="M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3zm1 7.5V18h3V9.5zm0-3.7v2.6h3V5.8zm4.8 3.7V18h2.9v-4.6c0-1 .6-1.7 1.6-1.7.9 0 1.3.6 1.3 1.6V18h3v-5.1c0-2.2-.9-3.6-3.1-3.6-1.3 0-2.4.6-2.9 1.5V9.5z"/>`,
  },
  vscode: {
    title: 'Visual Studio Code',
    body: '<rect x="2.5" y="3.5" width="19" height="17" rx="3" fill="none" stroke="#2f9df4" stroke-width="1.8"/><path d="M10 9l-3 3 3 3m4-6 3 3-3 3" fill="none" stroke="#2f9df4" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  'rtk-query': {
    title: 'RTK Query',
    body: '<g fill="none" stroke="#a37fe0" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M19.5 12a7.5 7.5 0 0 1-13 5.1M4.5 12a7.5 7.5 0 0 1 13-5.1"/><path d="M18 3.5v3.8h-3.8M6 20.5v-3.8h3.8"/></g><circle cx="12" cy="12" r="2.2" fill="#a37fe0"/>',
  },
  'arrow-up': {
    title: 'Arrow up',
    viewBox: '0 0 16 15',
    body: `<path fill="${LIGHT}" d="M8 .8 1 7.8h4.6V14h4.8V7.8H15z"/>`,
  },
};

const ids = await readIconIds();
const symbols = ids.map((id) => {
  if (drawn[id]) return symbol(id, drawn[id].title, drawn[id].body, drawn[id].viewBox);
  const source = fromSimpleIcons[id];
  if (!source) throw new Error(`sprite: no glyph for icon id "${id}"`);
  const icon = simpleIcons[source.icon];
  if (!icon) throw new Error(`sprite: simple-icons has no ${source.icon}`);
  const fill = source.light ? LIGHT : readableOn(TILE, `#${icon.hex}`);
  return symbol(id, source.title, `<path fill="${fill}" d="${icon.path}"/>`);
});

const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
await writeFile(`${root}public/icons.svg`, sprite);
console.log(`sprite: ${ids.length} symbols, ${(sprite.length / 1024).toFixed(1)} KiB → public/icons.svg`);

function symbol(id, title, body, viewBox = '0 0 24 24') {
  return `<symbol id="${id}" viewBox="${viewBox}"><title>${title}</title>${body}</symbol>`;
}

async function readIconIds() {
  const types = await readFile(`${root}src/content/types.ts`, 'utf8');
  const list = types.match(/ICON_IDS = \[([\s\S]*?)\] as const/);
  if (!list) throw new Error('sprite: ICON_IDS not found in src/content/types.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** The brand colour, mixed toward white just enough to reach 3:1 against the tile (WCAG 1.4.11). */
function readableOn(background, colour) {
  const bg = luminance(rgb(background));
  for (let mix = 0; mix <= 1; mix += 0.05) {
    const mixed = rgb(colour).map((channel) => channel + (255 - channel) * mix);
    if ((luminance(mixed) + 0.05) / (bg + 0.05) >= 3) return hex(mixed);
  }
  return '#ffffff';
}

function rgb(value) {
  return [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));
}

function hex(channels) {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(channels) {
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
