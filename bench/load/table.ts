/** The results as a Markdown table: one row per route, one column per size and cache mode. */
import type { Measure } from './cannon.js';
import type { Route } from './routes.js';

export type Column = { label: string; results: Map<string, Measure> };

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));

function cell(route: Pick<Route, 'name' | 'kind'>, column: Column, ceiling?: Measure): string {
  const measured = column.results.get(route.name);
  if (!measured) return '-';
  const ratio =
    route.kind === 'read' && ceiling ? ` ×${(measured.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}` : '';
  const failures = measured.failures ? ` (${whole(measured.failures)} failed)` : '';
  return `${whole(measured.requestsPerSecond)}/s${ratio} · ${ms(measured.p50)}/${ms(measured.p99)} ms${failures}`;
}

export function formatTable(title: string, routes: Pick<Route, 'name' | 'kind'>[], columns: Column[]): string {
  const ceilingName = routes.find((route) => route.kind === 'ceiling')?.name;
  const lines = [
    `### ${title}`,
    '',
    `| route | ${columns.map((column) => column.label).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...routes.map(
      (route) =>
        `| ${route.name} | ${columns
          .map((column) => cell(route, column, ceilingName ? column.results.get(ceilingName) : undefined))
          .join(' | ')} |`,
    ),
    '',
    'Each cell: requests/s, ×ratio to the ceiling (reads), p50/p99 latency.',
  ];
  return lines.join('\n');
}
