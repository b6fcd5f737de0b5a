import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { formatNumber } from '../../components/format';
import type { Locale } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { formatDay, monthName } from './labels';
import { lineLayout } from './lineLayout';
import { changes, type PointsOverTime } from './points';
import { POINTS_HEIGHT } from './sizes';

/** The box's width, followed as it changes; drawn at its size, the labels keep theirs on a phone. */
function useWidth(box: RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** The drawing, at the width measured (none before it is, nor in jsdom). */
function Drawing({ line, width, rtl, locale }: { line: PointsOverTime; width: number; rtl: boolean; locale: Locale }) {
  const theme = useTheme();
  const layout = lineLayout(line, { width, height: POINTS_HEIGHT, rtl, formatValue: formatNumber });
  const { plot } = layout;
  const text = { fontSize: 11, fill: theme.palette.text.secondary };
  const rule = theme.palette.divider;
  return (
    <svg width={width} height={POINTS_HEIGHT} style={{ display: 'block', direction: rtl ? 'rtl' : 'ltr' }} aria-hidden>
      {layout.yLabels.map((label) => (
        <g key={label.value}>
          <line
            x1={rtl ? width - plot.left : plot.left}
            x2={rtl ? width - plot.right : plot.right}
            y1={label.y}
            y2={label.y}
            stroke={rule}
            strokeDasharray="3 3"
          />
          <text x={layout.axisX} y={label.y + 4} textAnchor="end" {...text}>
            {formatNumber(label.value)}
          </text>
        </g>
      ))}
      <path d={layout.area} fill={alpha(theme.palette.primary.main, 0.12)} />
      <path d={layout.path} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} strokeLinejoin="round" />
      {layout.ticks.map((tick) => (
        <g key={tick.day}>
          <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 4} stroke={rule} />
          {tick.labelled && (
            <text x={tick.x} y={plot.bottom + 16} textAnchor="middle" {...text}>
              {monthName(tick.day, locale)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

/**
 * The points day by day over the year, and for screen readers (and the browser tests) a table of
 * the days the points changed, with the points after each.
 */
export function PointsLine({ line, rtl, locale }: { line: PointsOverTime; rtl: boolean; locale: Locale }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  return (
    <>
      <Box ref={box} sx={{ height: POINTS_HEIGHT }}>
        {width > 0 && <Drawing line={line} width={width} rtl={rtl} locale={locale} />}
      </Box>
      <table style={visuallyHidden}>
        <caption>{t('activity.points.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.points.date')}</th>
            <th scope="col">{t('activity.points.points')}</th>
          </tr>
        </thead>
        <tbody>
          {changes(line).map((change) => (
            <tr key={change.day} data-day={change.day}>
              <td>{formatDay(change.day, locale)}</td>
              <td data-points={change.points}>{formatNumber(change.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
