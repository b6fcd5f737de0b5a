import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Locale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import type { Day } from './days';
import { heatmapGrid } from './grid';
import { formatDay, monthName, weekdayName } from './labels';
import { CELL, HEATMAP_HEIGHT, HEATMAP_WIDTH, heatmapStyle } from './sizes';

/**
 * The five shades, nothing to most: the theme's primary colour, over an empty square of the text
 * colour faintly (dark on a light card, light on a dark one).
 */
const shadesOf = (theme: Theme) => [
  alpha(theme.palette.text.primary, 0.08),
  ...[0.35, 0.55, 0.78, 1].map((opacity) => alpha(theme.palette.primary.main, opacity)),
];

/**
 * Where the box is narrower than the heatmap (a phone), it scrolls, showing the newest weeks first:
 * the right end in English, the left in Arabic. It is then a tab stop, so that keys scroll it too.
 */
function useNewestInView(box: RefObject<HTMLDivElement | null>, rtl: boolean) {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    // Right to left, scrollLeft runs from 0 (the right end) down to negative values.
    element.scrollLeft = rtl ? -element.scrollWidth : element.scrollWidth;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, rtl]);
  return scrolls;
}

/** The year's days as squares by week; `label`: the summary, its text alternative. */
export function Heatmap({ days, label, rtl, locale }: { days: readonly Day[]; label: string; rtl: boolean; locale: Locale }) {
  const t = useT();
  const theme = useTheme();
  const shades = shadesOf(theme);
  const grid = useMemo(() => heatmapGrid(days, rtl), [days, rtl]);
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useNewestInView(box, rtl);
  const text = { fontSize: 10, fill: theme.palette.text.secondary };
  return (
    <Box
      ref={box}
      tabIndex={scrolls ? 0 : undefined}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }}
    >
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${HEATMAP_WIDTH} ${HEATMAP_HEIGHT}`}
        style={{ ...heatmapStyle, direction: rtl ? 'rtl' : 'ltr' }}
      >
        <g aria-hidden {...text}>
          {grid.months.map((month) => (
            <text key={month.day} x={month.x} y={month.y} textAnchor="start">
              {monthName(month.day, locale)}
            </text>
          ))}
          {grid.weekdays.map((weekday) => (
            <text key={weekday.day} x={weekday.x} y={weekday.y} textAnchor="end">
              {weekdayName(weekday.day, locale)}
            </text>
          ))}
        </g>
        {grid.cells.map((cell) => (
          <rect
            key={cell.day}
            aria-hidden
            x={cell.x}
            y={cell.y}
            width={CELL}
            height={CELL}
            rx={2}
            fill={shades[cell.level]}
            data-day={cell.day}
            data-submissions={cell.submissions}
            data-achievements={cell.achievements}
          >
            <title>
              {t('activity.day', {
                submissions: cell.submissions,
                achievements: cell.achievements,
                date: formatDay(cell.day, locale),
              })}
            </title>
          </rect>
        ))}
      </svg>
    </Box>
  );
}

/** 'Less', the five shades, 'More' (the summary says what the squares say: not read aloud). */
export function HeatmapLegend() {
  const t = useT();
  const shades = shadesOf(useTheme());
  return (
    <Box aria-hidden sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        {t('activity.legend.less')}
      </Typography>
      {shades.map((shade) => (
        <Box key={shade} sx={{ width: CELL, height: CELL, borderRadius: '2px', bgcolor: shade }} />
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
        {t('activity.legend.more')}
      </Typography>
    </Box>
  );
}
