uniform vec3 uColour;

varying float vAlpha;

void main() {
  gl_FragColor = vec4(uColour, vAlpha);
  #include <colorspace_fragment>
}
