import { BufferAttribute, BufferGeometry, InstancedBufferAttribute, InstancedBufferGeometry } from 'three';
import { pairCount } from '@/scene/math/link';
import type { FieldSeeds } from '@/scene/math/placement';

/** One quad (two triangles, corners at ±1) instanced once per particle. */
export function createPointsGeometry(seeds: FieldSeeds): InstancedBufferGeometry {
  const geometry = new InstancedBufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array([-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0]), 3));
  geometry.setIndex([0, 1, 2, 0, 2, 3]);
  geometry.setAttribute('aSeed', new InstancedBufferAttribute(seeds.starts, 4));
  geometry.setAttribute('aSize', new InstancedBufferAttribute(seeds.sizes, 1));
  geometry.instanceCount = seeds.count;
  return geometry;
}

/** Every pair of particles as one segment: each vertex carries its own seed and the other end's. */
export function createLinksGeometry(seeds: FieldSeeds): BufferGeometry {
  const vertices = pairCount(seeds.count) * 2;
  const self = new Float32Array(vertices * 4);
  const other = new Float32Array(vertices * 4);
  let vertex = 0;
  const write = (target: Float32Array, at: number, particle: number) => {
    target.set(seeds.starts.subarray(particle * 4, particle * 4 + 4), at * 4);
  };
  for (let a = 0; a < seeds.count; a++) {
    for (let b = a + 1; b < seeds.count; b++) {
      write(self, vertex, a);
      write(other, vertex, b);
      write(self, vertex + 1, b);
      write(other, vertex + 1, a);
      vertex += 2;
    }
  }
  const geometry = new BufferGeometry();
  // `position` only sets the vertex count; the shader places every vertex from its seeds.
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(vertices * 3), 3));
  geometry.setAttribute('aSelf', new BufferAttribute(self, 4));
  geometry.setAttribute('aOther', new BufferAttribute(other, 4));
  return geometry;
}
