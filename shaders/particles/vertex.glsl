// One instanced quad per particle, sized to the particle's disc plus a pixel for its soft edge.
attribute vec4 aSeed;
attribute float aSize;

uniform float uPixelRatio;
uniform float uSizeMin;
uniform float uSizeMax;

varying vec2 vOffset;   // from the particle's centre, device px
varying float vRadius;  // device px

void main() {
  vRadius = mix(uSizeMin, uSizeMax, aSize) * uPixelRatio;
  float halfSize = vRadius + 1.0;
  vOffset = position.xy * halfSize;
  vec2 centre = particlePosition(aSeed);
  gl_Position = viewportToClip(centre + vOffset / uPixelRatio);
}
