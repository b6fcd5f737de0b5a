import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { withSx } from './sx';

/**
 * A link to a page of the site in a card of the homepage: what MUI's `<Link underline="hover">` draws
 * (primary colour, underlined under the pointer), as Typography, which the first visit loads anyway,
 * so that Link's code does not (docs/decisions.md "Room in the first visit"). Screens loaded later
 * keep MUI's Link.
 */
export function TextLink({
  to,
  variant = 'inherit',
  sx,
  children,
}: {
  to: string;
  variant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography
      component={RouterLink}
      to={to}
      variant={variant}
      sx={withSx({ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }, sx)}
    >
      {children}
    </Typography>
  );
}
