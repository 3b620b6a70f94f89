import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '@/scene/gpu/probeWebGL';

describe('isSoftwareRenderer', () => {
  it('recognises the CPU rasterizers a GPU-less machine falls back to', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
      'Apple Software Renderer',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it('leaves real GPUs to draw the scene', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple GPU',
      'Adreno (TM) 640',
      'Mali-G78 MC14',
      'Mesa Intel(R) Xe Graphics (TGL GT2)',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });
});
