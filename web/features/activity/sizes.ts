/**
 * The heatmap's and the points line's sizes, shared by the section and its skeleton (which the
 * profile loads at once: it must not bring the drawing code with it).
 */
import type { CSSProperties } from 'react';

/** A day's square, and the space between two. */
export const CELL = 12;
export const GAP = 3;
export const STEP = CELL + GAP;
/** The band above the squares for the month names, and the one beside them for the weekday names. */
export const MONTHS_BAND = 18;
export const WEEKDAYS_BAND = 40;
/** The shown days always span 53 ISO weeks: the first day is the same weekday as today. */
export const WEEKS = 53;

/** The heatmap's own size (its viewBox); it is drawn up to MAX_SCALE times larger where there is room. */
export const HEATMAP_WIDTH = WEEKDAYS_BAND + WEEKS * STEP - GAP;
export const HEATMAP_HEIGHT = MONTHS_BAND + 7 * STEP - GAP;
export const MAX_SCALE = 1.3;

/** The heatmap's box: as wide as the card up to MAX_SCALE, never narrower than its own size (it scrolls then). */
export const heatmapStyle = {
  display: 'block',
  width: '100%',
  minWidth: HEATMAP_WIDTH,
  maxWidth: HEATMAP_WIDTH * MAX_SCALE,
  height: 'auto',
  aspectRatio: `${HEATMAP_WIDTH} / ${HEATMAP_HEIGHT}`,
} satisfies CSSProperties;

/** The points line's height; its width is the card's. */
export const POINTS_HEIGHT = 160;
