/**
 * The site's content column: what MUI's Container draws at `maxWidth="lg"` (1200 px, 16 px gutters
 * on phones, 24 px from 600 px), as `sx` for a Box: the top bar, the page and the footer line up,
 * and Container's code stays out of the first visit (docs/decisions.md "Room in the first visit").
 */
export const contentWidthSx = { width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } } as const;
