/**
 * Start delays (ms) of a cascading reveal: item `i` starts `i × damping × duration` after the first,
 * so each one begins while the previous is still fading in (damping 0.2 → a fifth of the way).
 */
export function cascadeDelays(count: number, durationMs: number, damping: number): number[] {
  const step = durationMs * damping;
  return Array.from({ length: Math.max(0, count) }, (_, index) => index * step);
}
