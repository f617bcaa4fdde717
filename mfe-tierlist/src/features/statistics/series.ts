import type { CSSProperties } from 'react';

/**
 * Colours of the trend lines, each a light-dark() pair with enough contrast on the page background in
 * both themes. A line is told apart by its dash pattern too, so colour is never the only cue.
 */
export const SERIES_COLOURS = [
  'light-dark(#2450b8, #8fb0ff)',
  'light-dark(#c2410c, #fdba74)',
  'light-dark(#15803d, #86efac)',
  'light-dark(#a21caf, #f0abfc)',
  'light-dark(#0e7490, #67e8f9)',
  'light-dark(#854d0e, #fde047)',
] as const;

/** Dash patterns of the lines (SVG stroke-dasharray), in the order of the colours. */
export const SERIES_DASHES = ['none', '8 4', '2 3', '10 3 2 3', '5 5', '1 6'] as const;

/** `--series-color` of the i-th line (its colour for the line, its points and its legend sample). */
export function seriesStyle(index: number): CSSProperties & { '--series-color': string } {
  return { '--series-color': SERIES_COLOURS[index % SERIES_COLOURS.length] ?? 'currentColor' };
}
