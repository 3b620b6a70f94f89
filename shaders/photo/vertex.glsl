// The round photo, drawn over the DOM photo's box and tilted by the same matrix as the CSS fallback.
uniform vec2 uViewport;  // CSS px
uniform vec2 uCentre;    // the DOM photo's centre in the viewport, CSS px
uniform float uSize;     // the DOM photo's layout width, CSS px
uniform mat4 uTilt;      // math/tilt.ts tiltMatrix: CSS space, origin at the centre

varying vec2 vUv;

void main() {
  vUv = uv;
  // PlaneGeometry is y-up; CSS space is y-down.
  vec4 tilted = uTilt * vec4(position.x * uSize, -position.y * uSize, 0.0, 1.0);
  vec2 onScreen = uCentre + tilted.xy / tilted.w;
  vec2 ndc = onScreen / uViewport * 2.0 - 1.0;
  // Multiplying back by w keeps the texture perspective-correct across the plane.
  gl_Position = vec4(ndc.x * tilted.w, -ndc.y * tilted.w, 0.0, tilted.w);
}
