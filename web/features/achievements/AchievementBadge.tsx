import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';

/** The achievement's badge image, a trophy when it has none; decorative, as its name is always shown beside it. */
export function AchievementBadge({ badge, size = 48 }: { badge: string | null | undefined; size?: number }) {
  return (
    <Avatar
      src={badge ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: '#fff3cd', color: '#b7791f' }}
    >
      <EmojiEvents sx={{ fontSize: size * 0.6 }} aria-hidden />
    </Avatar>
  );
}
