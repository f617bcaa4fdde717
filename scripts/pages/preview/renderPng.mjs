// SVG to PNG with resvg, on the Inter files only (no system fonts), so the same data gives the same
// image everywhere.
import { renderAsync } from '@resvg/resvg-js';
import { FAMILY, fontPaths } from './fonts.mjs';

/** resvg's options: the Inter files only (the native binding reads fonts from files, not buffers). */
export const RENDER_OPTIONS = /** @type {const} */ ({
  fitTo: { mode: 'original' },
  font: { loadSystemFonts: false, fontFiles: fontPaths, defaultFontFamily: FAMILY, sansSerifFamily: FAMILY },
  logLevel: 'off',
});

/**
 * Renders an SVG to PNG (off the main thread).
 * @param {string} svg
 * @returns {Promise<Buffer>}
 */
export async function renderPng(svg) {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}
