import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import { useT } from '../i18n/useT';

export function NotFoundPage() {
  const t = useT();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
      <Box>
        {/* Decoration only: the page's one heading is 'Page Not Found'. */}
        <Typography variant="h1" component="p" color="primary" sx={{ fontSize: { xs: 72, md: 120 } }} aria-hidden>
          404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('common.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('common.notFound.text')}
        </Typography>
        <Button variant="contained" component={Link} to={paths.home}>
          {t('common.notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
