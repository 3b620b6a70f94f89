// Where a particle is now, computed from its seed alone: the CPU never moves particles.
// seed.xy: start position as a fraction of the field; seed.zw: unit direction of travel.
uniform vec2 uViewport;   // canvas size, CSS px
uniform vec2 uOrigin;     // field's top-left corner in the viewport, CSS px (the hero's rect)
uniform vec2 uBounds;     // field size, CSS px
uniform float uTime;      // s of motion so far (stops while the loop is stopped)
uniform float uSpeed;     // px/s
uniform vec2 uPointer;    // pointer in the viewport, CSS px
uniform float uRepulse;   // 0..1, eased in and out
uniform float uRepulseDistance;

// The straight path folded back at both ends: bouncing without state (math/bounce.ts).
float bounceFold(float start, float travel, float len) {
  float wrapped = mod(start + travel, 2.0 * len);
  return len - abs(len - wrapped);
}

vec2 particlePosition(vec4 seed) {
  vec2 travel = seed.zw * uSpeed * uTime;
  vec2 local = vec2(
    bounceFold(seed.x * uBounds.x, travel.x, uBounds.x),
    bounceFold(seed.y * uBounds.y, travel.y, uBounds.y)
  );
  vec2 position = uOrigin + local;
  vec2 away = position - uPointer;
  float distanceToPointer = length(away);
  if (uRepulse > 0.0 && distanceToPointer < uRepulseDistance && distanceToPointer > 0.001) {
    float pushed = mix(distanceToPointer, uRepulseDistance, uRepulse);
    position = uPointer + away / distanceToPointer * pushed;
  }
  return position;
}

// CSS px (y down) to clip space.
vec4 viewportToClip(vec2 position) {
  vec2 ndc = position / uViewport * 2.0 - 1.0;
  return vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
