import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type Props = { addLabel?: string; onAdd?: () => void; addDisabled?: boolean; children?: ReactNode };

/**
 * The row above a table: optional content on the left, the 'Add ...' button on the right (on one
 * line; on a narrow screen it moves below the content rather than squeezing it).
 */
export function PageActions({ addLabel, onAdd, addDisabled, children }: Props) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ mb: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>{children}</Box>
      {addLabel && onAdd && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          disabled={addDisabled}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, ml: 'auto' }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
