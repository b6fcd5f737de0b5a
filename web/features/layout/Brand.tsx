import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { useAcademyName } from '../config/api';

/** The academy's logo and name (ACADEMY_NAME), linking home. */
export function Brand() {
  const academyName = useAcademyName();
  const t = useT();
  return (
    <Box
      component={Link}
      to={paths.home}
      aria-label={t('layout.brandHome', { academy: academyName })}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 19, letterSpacing: -0.3 }}>
        {academyName}
      </Typography>
    </Box>
  );
}
