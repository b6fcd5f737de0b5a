/** The results as a Markdown table: one row per route, one column per size and cache mode. */
import type { Measure } from './cannon.js';
import type { Route } from './routes.js';

export type Column = { label: string; results: Map<string, Measure> };

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));
const latency = ({ p50, p99 }: { p50: number; p99: number }) => `${ms(p50)}/${ms(p99)}`;

/** requests/s ×ratio · p50/p99 ms (reads and writes apart when a run had both) (failures by reason). */
export function cell(measured: Measure | undefined): string {
  if (!measured) return '-';
  const ratio = measured.ratio === undefined ? '' : ` ×${measured.ratio.toFixed(2)}`;
  const { reads, writes } = measured.latency;
  const times =
    reads && writes ? `reads ${latency(reads)} · writes ${latency(writes)}` : reads || writes ? latency((reads ?? writes)!) : '-';
  const reasons = Object.entries(measured.failures);
  const total = reasons.reduce((sum, [, count]) => sum + count, 0);
  const failures = total
    ? ` (${whole(total)} failed: ${reasons.map(([reason, count]) => `${whole(count)}×${reason}`).join(', ')})`
    : '';
  return `${whole(measured.requestsPerSecond)}/s${ratio} · ${times} ms${failures}`;
}

export function formatTable(title: string, routes: Pick<Route, 'name'>[], columns: Column[]): string {
  return [
    `### ${title}`,
    '',
    `| route | ${columns.map((column) => column.label).join(' | ')} |`,
    `|---|${columns.map(() => '---').join('|')}|`,
    ...routes.map((route) => `| ${route.name} | ${columns.map((column) => cell(column.results.get(route.name))).join(' | ')} |`),
    '',
    'Each cell: requests/s, ×ratio to the bare Fastify route measured just before it (reads), p50/p99 latency;' +
      ' the mixes give their reads’ and writes’ latencies apart. Failed: not 2xx (a 409 is a submission made twice),' +
      ' `plain` (br asked, an answer over 1 KB sent uncompressed), `error` (connection error or timeout).',
  ].join('\n');
}
