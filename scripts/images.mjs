// Draws the site's own placeholder artwork as SVG and writes it as AVIF + WebP at every width the
// content lists (public/images/…), plus the social card. Deterministic: same script, same files.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const BLUE = '#13b0f5';
const PINK = '#e70faa';
const PAGE = '#191919';
const CARD = '#363636';
const MAX_BYTES = 100 * 1024;

const random = mulberry32(7);
const pick = (min, max) => min + random() * (max - min);
const defs = `<defs>
  <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${PINK}"/></linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2633"/><stop offset="1" stop-color="#141418"/></linearGradient>
  <radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${BLUE}" stop-opacity=".55"/><stop offset="1" stop-color="${BLUE}" stop-opacity="0"/></radialGradient>
  <radialGradient id="glowPink" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${PINK}" stop-opacity=".5"/><stop offset="1" stop-color="${PINK}" stop-opacity="0"/></radialGradient>
</defs>`;
const canvas = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;

const W = 1080;
const H = 520;

const art = {
  'search-chase': () => {
    const cell = 52;
    const cols = 11;
    const rows = 7;
    const x0 = (W - cols * cell) / 2;
    const y0 = (H - rows * cell) / 2;
    let walls = '';
    for (let r = 0; r < rows; r += 1)
      for (let c = 0; c < cols; c += 1) {
        if (random() < 0.38) walls += `<rect x="${x0 + c * cell + 6}" y="${y0 + r * cell + 6}" width="${cell - 12}" height="${cell - 12}" rx="8" fill="#26344a"/>`;
        else walls += `<circle cx="${x0 + c * cell + cell / 2}" cy="${y0 + r * cell + cell / 2}" r="3" fill="#5b7ba6"/>`;
      }
    const token = (c, r, fill) => `<circle cx="${x0 + c * cell + cell / 2}" cy="${y0 + r * cell + cell / 2}" r="17" fill="${fill}"/>`;
    return `<rect width="${W}" height="${H}" fill="url(#night)"/><rect x="${x0 - 10}" y="${y0 - 10}" width="${cols * cell + 20}" height="${rows * cell + 20}" rx="18" fill="none" stroke="#2f4a6e" stroke-width="3"/>${walls}
      <circle cx="${x0 + 5.5 * cell}" cy="${y0 + 3.5 * cell}" r="70" fill="url(#glow)"/>
      ${token(1, 1, BLUE)}${token(9, 5, PINK)}
      <g transform="translate(${x0 + 5.5 * cell} ${y0 + 3.5 * cell})"><circle r="16" fill="none" stroke="#fff" stroke-width="5"/><path d="M11 11l12 12" stroke="#fff" stroke-width="6" stroke-linecap="round"/></g>`;
  },
  'photo-commons': () => {
    let tiles = '';
    const hues = ['#2b5876', '#4e4376', '#c0392b', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#e84393', '#0984e3'];
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 4; c += 1) {
        const hue = hues[(r * 4 + c) % hues.length];
        const x = 60 + c * 170;
        const y = 50 + r * 145;
        tiles += `<g><rect x="${x}" y="${y}" width="155" height="130" rx="12" fill="${hue}"/><circle cx="${x + pick(40, 115)}" cy="${y + pick(30, 60)}" r="${pick(12, 24)}" fill="#ffffff" opacity=".35"/><path d="M${x} ${y + 130}l50-${pick(40, 70)} 40 30 30-20 35 ${pick(20, 50)}v10z" fill="#000" opacity=".25"/></g>`;
      }
    let feed = '';
    for (let i = 0; i < 4; i += 1) {
      const y = 50 + i * 108;
      feed += `<rect x="770" y="${y}" width="250" height="94" rx="12" fill="${CARD}"/><circle cx="808" cy="${y + 30}" r="16" fill="url(#accent)"/><rect x="834" y="${y + 22}" width="120" height="10" rx="5" fill="#9a9a9a"/><rect x="790" y="${y + 60}" width="210" height="8" rx="4" fill="#5c5c5c"/>`;
    }
    return `<rect width="${W}" height="${H}" fill="${PAGE}"/>${tiles}${feed}`;
  },
  'task-tracker': () => {
    const columns = ['To do', 'In progress', 'Done'];
    let board = '';
    columns.forEach((_, index) => {
      const x = 70 + index * 320;
      board += `<rect x="${x}" y="50" width="300" height="420" rx="16" fill="#222"/><rect x="${x + 20}" y="72" width="${90 + index * 30}" height="12" rx="6" fill="${index === 2 ? BLUE : '#8c8c8c'}"/>`;
      const count = [4, 3, 2][index];
      for (let i = 0; i < count; i += 1) {
        const y = 104 + i * 88;
        board += `<rect x="${x + 16}" y="${y}" width="268" height="74" rx="10" fill="${CARD}"/><rect x="${x + 32}" y="${y + 18}" width="${pick(120, 200)}" height="10" rx="5" fill="#bdbdbd"/><rect x="${x + 32}" y="${y + 40}" width="${pick(60, 150)}" height="8" rx="4" fill="#6b6b6b"/><rect x="${x + 228}" y="${y + 38}" width="40" height="14" rx="7" fill="${[BLUE, PINK, '#f5b313'][(i + index) % 3]}"/>`;
      }
    });
    return `<rect width="${W}" height="${H}" fill="${PAGE}"/>${board}`;
  },
  'job-autopilot': () => {
    let list = '';
    for (let i = 0; i < 4; i += 1) {
      const y = 40 + i * 112;
      list += `<rect x="140" y="${y}" width="800" height="96" rx="14" fill="${CARD}"/><rect x="168" y="${y + 24}" width="48" height="48" rx="10" fill="${['#2b5876', '#4e4376', '#16a085', '#d35400'][i]}"/><rect x="236" y="${y + 26}" width="${pick(220, 340)}" height="12" rx="6" fill="#d0d0d0"/><rect x="236" y="${y + 52}" width="${pick(140, 260)}" height="9" rx="4.5" fill="#7a7a7a"/><rect x="790" y="${y + 30}" width="124" height="36" rx="18" fill="${i < 2 ? 'url(#accent)' : '#4a4a4a'}"/><path d="M836 ${y + 48}h24m-8-7 8 7-8 7" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    return `<rect width="${W}" height="${H}" fill="${PAGE}"/>${list}`;
  },
  'placeholder-waves': () => {
    let waves = '';
    for (let i = 0; i < 9; i += 1) {
      const base = 120 + i * 38;
      const amp = 40 + i * 6;
      const phase = i * 0.6;
      let d = `M0 ${base}`;
      for (let x = 0; x <= W; x += 20) d += ` L${x} ${(base + Math.sin(x / 140 + phase) * amp).toFixed(1)}`;
      waves += `<path d="${d}" fill="none" stroke="url(#accent)" stroke-width="${10 - i * 0.6}" stroke-linecap="round" opacity="${0.25 + i * 0.08}"/>`;
    }
    return `<rect width="${W}" height="${H}" fill="url(#night)"/>${waves}`;
  },
  'placeholder-orbits': () => {
    let circles = '';
    for (let i = 0; i < 7; i += 1) {
      circles += `<circle cx="${pick(240, 840)}" cy="${pick(140, 380)}" r="${pick(70, 200)}" fill="none" stroke="${i % 2 ? BLUE : PINK}" stroke-width="${pick(2, 6)}" opacity="${pick(0.4, 0.9).toFixed(2)}"/>`;
    }
    return `<rect width="${W}" height="${H}" fill="${PAGE}"/><circle cx="380" cy="250" r="230" fill="url(#glow)"/><circle cx="720" cy="280" r="220" fill="url(#glowPink)"/>${circles}<circle cx="540" cy="260" r="46" fill="url(#accent)"/>`;
  },
};

const PHOTO = 698;
const photo = canvas(
  PHOTO,
  PHOTO,
  `<rect width="${PHOTO}" height="${PHOTO}" fill="#20242c"/>
  <circle cx="180" cy="160" r="260" fill="url(#glow)"/><circle cx="560" cy="560" r="280" fill="url(#glowPink)"/>
  <circle cx="349" cy="285" r="118" fill="#2d3340"/>
  <path d="M110 698c0-150 106-250 239-250s239 100 239 250z" fill="#2d3340"/>
  <circle cx="349" cy="285" r="118" fill="none" stroke="url(#accent)" stroke-width="6" opacity=".8"/>
  <path d="M110 698c0-150 106-250 239-250s239 100 239 250" fill="none" stroke="url(#accent)" stroke-width="6" opacity=".8"/>`,
);

async function writeVariants(svg, path, widths, height) {
  await mkdir(`${root}public/${path.slice(0, path.lastIndexOf('/'))}`, { recursive: true });
  for (const width of widths) {
    const resized = () => sharp(Buffer.from(svg)).resize(width, height ? Math.round((width * height.h) / height.w) : width);
    for (const [format, options] of [['avif', { quality: 55, effort: 6 }], ['webp', { quality: 78 }]]) {
      const file = `${root}public/${path}-${width}.${format}`;
      await resized()[format](options).toFile(file);
      const { size } = await stat(file);
      if (size > MAX_BYTES) throw new Error(`images: ${file} is ${size} bytes, over 100 KB`);
      console.log(`${path}-${width}.${format} ${(size / 1024).toFixed(1)} KiB`);
    }
  }
}

await writeVariants(photo, 'images/owner/photo', [310, 349, 620, 698]);
for (const [name, draw] of Object.entries(art)) {
  await writeVariants(canvas(W, H, draw()), `images/projects/${name}`, [540, 1080], { w: W, h: H });
}

const og = canvas(
  1200,
  630,
  `<rect width="1200" height="630" fill="${PAGE}"/><circle cx="220" cy="160" r="320" fill="url(#glow)"/><circle cx="1020" cy="520" r="320" fill="url(#glowPink)"/>
  ${Array.from({ length: 28 }, () => `<circle cx="${pick(40, 1160)}" cy="${pick(40, 590)}" r="${pick(1.5, 4)}" fill="#fff" opacity=".5"/>`).join('')}
  <text x="600" y="300" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="url(#accent)">&lt;Portfolio/&gt;</text>
  <text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#d9d9d9">Frontend developer</text>`,
);
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(`${root}public/og-image.png`);
console.log(`og-image.png ${((await stat(`${root}public/og-image.png`)).size / 1024).toFixed(1)} KiB`);

function mulberry32(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${PINK}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="${PAGE}"/><path d="M24 18 10 32l14 14M40 18l14 14-14 14" fill="none" stroke="url(#g)" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
await writeFile(`${root}public/favicon.svg`, favicon);
await sharp(Buffer.from(favicon)).resize(180, 180).png({ compressionLevel: 9 }).toFile(`${root}public/apple-touch-icon.png`);
console.log('favicon.svg, apple-touch-icon.png written');
