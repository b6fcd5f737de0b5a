import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export type ChartTable = { columns: string[]; rows: { key: string | number; cells: (string | number)[] }[] };

type Props = {
  title: string;
  /** One sentence saying what the chart shows (its caption, read by screen readers with it). */
  summary: string;
  /** The chart's figures as a table: the text alternative, one button away. */
  table: ChartTable;
  children: ReactNode;
};

/**
 * A dashboard chart in a card: a heading naming it, a one-line summary as its caption, and its
 * figures as a table behind 'Show Table' (for screen readers, keyboards and exact values).
 */
export function ChartCard({ title, summary, table, children }: Props) {
  const headingId = useId();
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Card component="figure" aria-labelledby={headingId} aria-describedby={captionId} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Button size="small" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? 'Hide Table' : 'Show Table'}
          </Button>
        </Stack>
        <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
          {summary}
        </Typography>
        {children}
        <Collapse in={showTable} id={tableId} unmountOnExit>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`${title} as a table`} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {table.columns.map((column, i) => (
                    <TableCell key={column} align={i === 0 ? 'left' : 'right'}>
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.key}>
                    {row.cells.map((cell, i) => (
                      <TableCell
                        key={i}
                        align={i === 0 ? 'left' : 'right'}
                        component={i === 0 ? 'th' : 'td'}
                        scope={i === 0 ? 'row' : undefined}
                      >
                        {cell}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
