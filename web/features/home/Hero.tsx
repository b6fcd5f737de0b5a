import ArrowForward from '@mui/icons-material/ArrowForward';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { mirroredInRtl } from '../../components/mirror';
import { useT } from '../../i18n/useT';
import { useBuyCourseUrl } from '../config/api';

/** 'Learn, Build, Achieve' with the buy-course link (BUY_COURSE_URL from the server). */
export function Hero() {
  const buyCourseUrl = useBuyCourseUrl();
  const t = useT();
  return (
    <Box
      sx={{
        borderRadius: 4,
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 6 },
        mb: { xs: 5, md: 7 },
        color: '#fff',
        background: 'radial-gradient(circle at 85% 20%, #5c6bc0 0%, #3949ab 35%, #1a1f4b 100%)',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '7fr 5fr' }, gap: 4, alignItems: 'center' }}>
        <Box>
          <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.85 }}>
            {t('home.overline')}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 38, sm: 48, md: 58 }, lineHeight: 1.1, mb: 2 }}>
            {t('home.title')}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 18 }, opacity: 0.9, mb: 4, maxWidth: 520 }}>{t('home.intro')}</Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <Button
              variant="contained"
              size="large"
              href={buyCourseUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<ShoppingCartOutlined />}
              sx={{ bgcolor: '#ffb300', color: '#1a1f4b', '&:hover': { bgcolor: '#ffca28' } }}
            >
              {t('home.buyCourse')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.courses}
              endIcon={<ArrowForward sx={mirroredInRtl} />}
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)' }}
            >
              {t('home.exploreCourses')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Box component="img" src="/hero.svg" alt="" sx={{ width: '100%', maxWidth: 420, display: 'block', mx: 'auto' }} />
        </Box>
      </Box>
    </Box>
  );
}
