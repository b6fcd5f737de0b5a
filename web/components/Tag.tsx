import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { withSx } from './sx';

type Tone = 'primary' | 'warning' | 'neutral';

/**
 * A small label with an optional icon, drawn as MUI's Chip draws one (same heights, radius, paddings
 * and colours) for the labels of the homepage's cards, which nobody clicks: Chip's code (8 KB, 2 KB
 * over the wire) stays out of the first visit (docs/decisions.md "Room in the first visit").
 * Screens loaded later keep MUI's Chip.
 */
export function Tag({
  label,
  icon,
  tone = 'neutral',
  variant = 'filled',
  size = 'small',
  sx,
}: {
  label: string;
  icon?: ReactElement;
  tone?: Tone;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const small = size === 'small';
  const height = small ? 24 : 32;
  return (
    <Box
      component="span"
      sx={withSx((theme) => {
        const { palette } = theme;
        const main = tone === 'neutral' ? undefined : palette[tone];
        const filled = variant === 'filled';
        return {
          display: 'inline-flex',
          alignItems: 'center',
          boxSizing: 'border-box',
          maxWidth: '100%',
          height,
          borderRadius: `${height / 2}px`,
          fontSize: theme.typography.pxToRem(13),
          fontFamily: theme.typography.fontFamily,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          border: filled ? 0 : '1px solid',
          borderColor: main ? main.main : palette.mode === 'dark' ? palette.grey[700] : palette.grey[400],
          bgcolor: filled ? (main ? main.main : palette.action.selected) : 'transparent',
          color: filled ? (main ? main.contrastText : palette.text.primary) : (main?.main ?? palette.text.primary),
          '& > svg': {
            fontSize: small ? 18 : 24,
            ml: small ? '4px' : '5px',
            mr: small ? '-4px' : '-6px',
            color: filled || main ? 'inherit' : palette.mode === 'dark' ? palette.grey[300] : palette.grey[700],
          },
        };
      }, sx)}
    >
      {icon}
      <Box component="span" sx={{ px: small ? 1 : 1.5, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}
