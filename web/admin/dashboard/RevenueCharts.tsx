import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { PAYMENTS } from '../../../contracts/admin-messages';
import { formatMoney } from '../../components/format';
import { ErrorState } from '../../components/States';
import { revenueQuery, type Revenue } from '../payments/api';
import { ChartCard, type ChartTable } from './ChartCard';

/** The chart shows the best courses; its table lists every one. */
const CHART_COURSES = 10;
const money = (value: number | null) => formatMoney(value ?? 0);
const monthNames = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'Jan 2026' for '2026-01'. */
const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return monthNames.format(new Date(Date.UTC(year, number - 1, 1)));
};

const TABLE_COLUMNS = ['Payments (EGP)', 'Refunds (EGP)', 'Corrections (EGP)', 'Net (EGP)'];
const amounts = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Axis ticks: '2.5M', '500K' (the axis says EGP). */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const tick = (value: number) => compact.format(value);
type Figures = { payments: number; refunds: number; corrections: number; net: number };
const figureCells = (row: Figures) => [row.payments, row.refunds, row.corrections, row.net].map((value) => amounts.format(value));

function ByCourse({ revenue }: { revenue: Revenue }) {
  const courses = revenue.by_course;
  const shown = courses.slice(0, CHART_COURSES);
  const table: ChartTable = {
    columns: ['Course', ...TABLE_COLUMNS],
    rows: courses.map((course) => ({ key: course.id ?? 'deleted', cells: [course.title, ...figureCells(course)] })),
  };
  const summary = courses.length
    ? `Net revenue of ${courses.length} ${courses.length === 1 ? 'course' : 'courses'}, all time${
        courses.length > CHART_COURSES ? ` (the chart shows the top ${CHART_COURSES})` : ''
      }; highest: ${courses[0].title}, ${money(courses[0].net)}.`
    : 'No payments yet.';
  return (
    <ChartCard title="Revenue by Course" summary={summary} table={table}>
      <BarChart
        layout="horizontal"
        height={Math.max(160, shown.length * 40 + 60)}
        dataset={shown.map((course) => ({ title: course.title, net: course.net }))}
        yAxis={[{ scaleType: 'band', dataKey: 'title', width: 140 }]}
        xAxis={[{ valueFormatter: tick, label: 'EGP' }]}
        series={[{ dataKey: 'net', label: 'Net revenue', valueFormatter: money, color: '#2e7d32' }]}
        hideLegend
        grid={{ vertical: true }}
      />
    </ChartCard>
  );
}

function ByMonth({ revenue }: { revenue: Revenue }) {
  const months = revenue.by_month;
  const table: ChartTable = {
    columns: ['Month', ...TABLE_COLUMNS],
    rows: months.map((month) => ({ key: month.month, cells: [monthLabel(month.month), ...figureCells(month)] })),
  };
  const total = months.reduce((sum, month) => sum + month.net, 0);
  const summary = months.length
    ? `Net revenue per month from ${monthLabel(months[0].month)} to ${monthLabel(months[months.length - 1].month)} (${
        revenue.time_zone
      } time): ${money(Math.round(total * 100) / 100)} in all.`
    : 'No months.';
  return (
    <ChartCard title="Revenue by Month" summary={summary} table={table}>
      <BarChart
        height={280}
        dataset={months.map((month) => ({ month: monthLabel(month.month), net: month.net }))}
        xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
        yAxis={[{ width: 60, valueFormatter: tick, label: 'EGP' }]}
        series={[{ dataKey: 'net', label: 'Net revenue', valueFormatter: money, color: '#3949ab' }]}
        hideLegend
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}

/**
 * The dashboard's revenue charts (issue 14 item 3), loaded on their own (`lazy`): by course and
 * by month in the academy's time zone, each with a caption and its figures as a table.
 */
export function RevenueCharts() {
  const query = useQuery(revenueQuery);
  if (query.isError && !query.data)
    return <ErrorState message={PAYMENTS.revenueUnavailable} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        {query.data ? <ByCourse revenue={query.data} /> : <Skeleton variant="rounded" height={320} aria-hidden />}
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        {query.data ? <ByMonth revenue={query.data} /> : <Skeleton variant="rounded" height={320} aria-hidden />}
      </Grid>
    </Grid>
  );
}
