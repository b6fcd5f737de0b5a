import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FORM_DIALOG_WIDTH } from '../../../contracts/constants';
import { useT } from '../../i18n/useT';
import { AchievementBadge } from './AchievementBadge';
import { useMarkAchievementsRead, useUnreadAchievements } from './api';

/**
 * The persistent 'New Achievement Unlocked!' popup: it stays until 'Awesome!' is pressed
 * (no closing by backdrop or Escape), which marks the shown achievements as read.
 */
export function UnreadAchievementsDialog() {
  const unread = useUnreadAchievements();
  const t = useT();
  const markRead = useMarkAchievementsRead();
  const { pathname } = useLocation();
  const { refetch } = unread;
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);

  const [dismissed, setDismissed] = useState<number[]>([]);
  const achievements = (unread.data?.hasUnread ? (unread.data.achievements ?? []) : []).filter(
    (achievement) => !dismissed.includes(achievement.id),
  );
  const open = achievements.length > 0;
  const onAwesome = () => {
    const ids = achievements.map((achievement) => achievement.id);
    setDismissed((previous) => [...previous, ...ids]);
    markRead.mutate(ids);
  };

  return (
    <Dialog
      open={open}
      aria-labelledby="unread-achievements-title"
      slotProps={{ paper: { sx: { width: FORM_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="unread-achievements-title" sx={{ textAlign: 'center', pt: 3 }}>
        <Avatar sx={{ mx: 'auto', mb: 1, width: 64, height: 64, bgcolor: '#fff3cd', color: '#b7791f' }} aria-hidden>
          <EmojiEvents sx={{ fontSize: 38 }} />
        </Avatar>
        {t('achievements.unlocked')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {achievements.map((achievement) => (
            <Stack key={achievement.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <AchievementBadge badge={achievement.badge} />
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 700 }} dir="auto">
                  {achievement.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" dir="auto">
                  {achievement.description}
                </Typography>
              </Box>
              <Chip color="warning" label={t('common.pointsGained', { count: achievement.points })} sx={{ flexShrink: 0 }} />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" size="large" onClick={onAwesome}>
          {t('achievements.awesome')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
