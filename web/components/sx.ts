import type { SxProps, Theme } from '@mui/material/styles';

type SxList = Extract<SxProps<Theme>, readonly unknown[]>;

/** A component's own `sx` followed by its caller's, which may itself be a list (MUI's documented pattern). */
export const withSx = (own: Exclude<SxProps<Theme>, SxList>, sx?: SxProps<Theme>): SxList => [
  own,
  ...(Array.isArray(sx) ? (sx as SxList) : [sx as Exclude<SxProps<Theme>, SxList>]),
];
