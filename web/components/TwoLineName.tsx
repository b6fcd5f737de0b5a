import Box from '@mui/material/Box';

/**
 * A user's name on a card, a row or a heading: at most two lines, then an ellipsis (a
 * 255-character name filled a phone screen). The whole name stays in the page for screen readers
 * and shows as the tooltip. Block-level: put it as the whole content of its heading or link.
 * `dir="auto"`: an Arabic name reads right to left in the English page, a Latin one left to right
 * in the Arabic page.
 */
export function TwoLineName({ name }: { name: string }) {
  return (
    <Box
      component="span"
      title={name}
      dir="auto"
      sx={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {name}
    </Box>
  );
}
