import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An icon that points a way (an arrow, a chevron, "back") turns round in Arabic, where the page
 * reads from right to left. Icons that show a thing (a star, a trophy) are left as they are.
 */
export const mirroredInRtl: SxProps<Theme> = (theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});
