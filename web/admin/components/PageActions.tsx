import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The row above a table: optional content on the left, the 'Add ...' button on the right. */
export function PageActions({ addLabel, onAdd, children }: { addLabel?: string; onAdd?: () => void; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <div>{children}</div>
      {addLabel && onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
