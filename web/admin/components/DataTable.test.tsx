import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('has a sticky header that the rows scrolled under do not show through (issue 44)', () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Student ${index + 1}` }));
    renderScreen(<DataTable columns={[{ accessorKey: 'name', header: 'Name' }]} data={rows} />);
    const header = screen.getByRole('columnheader', { name: 'Name' }).closest('thead');
    expect(header).toHaveStyle({ position: 'sticky', opacity: '1' });
  });
});
