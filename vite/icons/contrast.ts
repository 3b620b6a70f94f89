/** WCAG contrast between two `#rrggbb` colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  return ratio(luminance(rgb(a)), luminance(rgb(b)));
}

/** The colour mixed toward white just enough to reach 3:1 against the background (WCAG 1.4.11). */
export function readableOn(background: string, colour: string): string {
  const backgroundLuminance = luminance(rgb(background));
  for (let mix = 0; mix <= 1; mix += 0.05) {
    const mixed = rgb(colour).map((channel) => channel + (255 - channel) * mix);
    if (ratio(luminance(mixed), backgroundLuminance) >= 3) return hex(mixed);
  }
  return '#ffffff';
}

function ratio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

function rgb(value: string): number[] {
  return [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));
}

function hex(channels: number[]): string {
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(channels: number[]): number {
  const [r = 0, g = 0, b = 0] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
