uniform vec3 uColour;
uniform float uOpacity;

varying vec2 vOffset;
varying float vRadius;

void main() {
  float distanceToCentre = length(vOffset);
  // A disc with a one-pixel soft edge; one smaller than a pixel spreads its area over a small cone.
  float coverage = vRadius >= 0.5
    ? clamp(vRadius + 0.5 - distanceToCentre, 0.0, 1.0)
    : 3.0 * vRadius * vRadius * clamp(1.0 - distanceToCentre, 0.0, 1.0);
  if (coverage <= 0.0) discard;
  gl_FragColor = vec4(uColour, uOpacity * coverage);
  #include <colorspace_fragment>
}
