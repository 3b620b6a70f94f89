uniform sampler2D uMap;
uniform float uInner;        // radius of the picture inside the ring, as a fraction of the outer radius
uniform vec3 uRingTop;
uniform vec3 uRingBottom;
uniform vec3 uCardColour;    // shown behind the picture while it has no pixels
uniform float uHasMap;
uniform vec3 uGlare;         // xy: where the light sits (-1..1 from the centre), z: its strength

varying vec2 vUv;

void main() {
  vec2 fromCentre = vUv * 2.0 - 1.0;
  float radius = length(fromCentre);
  float edge = fwidth(radius);
  float disc = 1.0 - smoothstep(1.0 - edge, 1.0, radius);
  if (disc <= 0.0) discard;

  // Mixed as the page's CSS ring under this plane mixes them, in sRGB-encoded values (uniforms are
  // linear), so the two rings match across the crossfade.
  vec3 ringTop = sRGBTransferOETF(vec4(uRingTop, 1.0)).rgb;
  vec3 ringBottom = sRGBTransferOETF(vec4(uRingBottom, 1.0)).rgb;
  vec3 ring = sRGBTransferEOTF(vec4(mix(ringBottom, ringTop, vUv.y), 1.0)).rgb;
  vec2 pictureUv = (fromCentre / uInner) * 0.5 + 0.5;
  vec3 picture = mix(uCardColour, texture2D(uMap, pictureUv).rgb, uHasMap);
  float inPicture = 1.0 - smoothstep(uInner - edge, uInner, radius);
  vec3 colour = mix(ring, picture, inPicture);

  float glare = uGlare.z * (1.0 - smoothstep(0.0, 1.6, distance(fromCentre, uGlare.xy)));
  colour += glare;

  gl_FragColor = vec4(colour, disc);
  #include <colorspace_fragment>
}
