import { REGISTRY_V2_BUDGET_BYTES, WEBPACK_GAP_BYTES, measureRegistryBytes } from '../registry-bytes.mjs';

/**
 * The registry v2 budget (docs/adr/0017-release-registry.md): reading registry v2 adds at most 0.3 KB
 * brotli to the shell's first load, against the v1 reader it replaced. A byte count, not a timing; this
 * bundle counts less than the real build, so it must stay below the budget by the measured gap.
 */
it('reading registry v2 adds at most 0.3 KB brotli to the first load', async () => {
  const m = await measureRegistryBytes();
  console.log(`registry v2 adds ${m.addedBr} B brotli to the first load (v1 ${m.v1.br} B, v2 ${m.v2.br} B; budget ${REGISTRY_V2_BUDGET_BYTES} B)`);
  expect(REGISTRY_V2_BUDGET_BYTES).toBe(300);
  expect(m.addedBr + WEBPACK_GAP_BYTES).toBeLessThanOrEqual(REGISTRY_V2_BUDGET_BYTES);
});
