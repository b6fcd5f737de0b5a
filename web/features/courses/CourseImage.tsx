import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';

/** The banners' colour pairs (each gradient's two ends). */
const gradients = [
  ['#3949ab', '#5c6bc0'],
  ['#00897b', '#26a69a'],
  ['#8e24aa', '#ab47bc'],
  ['#ef6c00', '#ffa726'],
  ['#1e88e5', '#42a5f5'],
  ['#c62828', '#ef5350'],
];

/** The course's image, or a coloured banner when it has none. */
export function CourseImage({
  image,
  title,
  id,
  height = 140,
}: {
  image: string | null;
  title: string;
  id: number;
  height?: number;
}) {
  if (image)
    return (
      <Box
        component="img"
        src={image}
        alt={title}
        // A transparent PNG or SVG drawn for a white page sits on a light backdrop in dark too.
        sx={{
          width: '100%',
          height,
          objectFit: 'cover',
          display: 'block',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? theme.palette.grey[100] : undefined),
        }}
      />
    );
  return (
    <Box
      aria-hidden
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        color: '#fff',
        background: `linear-gradient(135deg, ${gradients[id % gradients.length].join(', ')})`,
      }}
    >
      <SchoolOutlined sx={{ fontSize: 56, opacity: 0.9 }} />
    </Box>
  );
}
