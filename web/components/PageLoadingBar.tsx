import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useT } from '../i18n/useT';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The thin bar at the top of the window while a screen's code loads. Not MUI's LinearProgress:
 * it is in the homepage's first download, where every kilobyte counts (docs/decisions.md "Wire weight").
 */
export function PageLoadingBar({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t('common.loadingPage')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: 'tooltip',
        bgcolor: 'rgba(57, 73, 171, 0.2)',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
