// Every pair of particles is one segment; this vertex is the `aSelf` end of it.
attribute vec4 aSelf;
attribute vec4 aOther;

uniform float uLinkDistance;
uniform float uLinkOpacity;
uniform float uLinkWidth;
uniform float uPixelRatio;

varying float vAlpha;

void main() {
  vec2 self = particlePosition(aSelf);
  vec2 other = particlePosition(aOther);
  float linkLength = distance(self, other);
  if (linkLength >= uLinkDistance) {
    // Both ends land on the same point outside clip space: the segment is clipped before it
    // reaches the rasteriser, so a far pair costs no fragments at all.
    vAlpha = 0.0;
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    return;
  }
  // GL lines are one device pixel wide: a wider CSS width shows as proportionally more coverage.
  float widthCoverage = uLinkWidth * uPixelRatio;
  vAlpha = min(1.0, uLinkOpacity * (1.0 - linkLength / uLinkDistance) * widthCoverage);
  gl_Position = viewportToClip(self);
}
