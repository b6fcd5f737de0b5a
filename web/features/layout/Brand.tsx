import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export const ACADEMY_NAME = 'Dev Academy';

export function Brand() {
  return (
    <Box
      component={Link}
      to={paths.home}
      aria-label={`${ACADEMY_NAME} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 19, letterSpacing: -0.3 }}>
        {ACADEMY_NAME}
      </Typography>
    </Box>
  );
}
