import { clamp } from './clamp';

interface DensityRule {
  count: number;
  densityWidth: number;
  densityHeight: number;
  minCount: number;
  maxCount: number;
}

/**
 * Particle count for an area of `width` × `height` CSS px by tsParticles 2.x's density rule:
 * `count` particles per `densityWidth` × `densityHeight` px, rounded, kept within [minCount, maxCount].
 */
export function particleCount(width: number, height: number, rule: DensityRule): number {
  const perArea = (rule.count * width * height) / (rule.densityWidth * rule.densityHeight);
  return clamp(Math.round(perArea), rule.minCount, rule.maxCount);
}
