import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AVATAR_KEYS, COURSES_TO_UNLOCK_AVATARS } from '../../../contracts/constants';
import { FAILURE, LOAD_FAILED } from '../../../contracts/messages';
import { AVATAR } from '../../../contracts/form-messages';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, Loading } from '../../components/States';
import { TwoLineName } from '../../components/TwoLineName';
import { UserAvatar } from '../../components/UserAvatar';
import { useSay, useT } from '../../i18n/useT';
import { useMe, type Me } from '../profile/api';
import { useUpdateAvatar } from './api';
import { AvatarChoices, avatarLabel } from './AvatarChoices';

/** /edit-avatar: the heading at once, then the picker, a failure with a retry, or a spinner. */
export function EditAvatarPage() {
  const me = useMe(FAILURE.loadUserData);
  const t = useT();
  const say = useSay();
  return (
    <>
      <PageHeader title={t('avatar.title')} subtitle={t('avatar.subtitle')} />
      {me.data ? (
        <AvatarForm user={me.data} />
      ) : me.isError ? (
        <ErrorState message={say(LOAD_FAILED.yourAvatar)} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <Loading label={t('avatar.loading')} />
      )}
    </>
  );
}

/** 20 choices (avatar1..avatar20), unlocked by 2 or more courses; Save needs a new selection. */
function AvatarForm({ user }: { user: Me }) {
  const update = useUpdateAvatar();
  const t = useT();
  const say = useSay();
  const [selected, setSelected] = useState<string | null>(null);
  const courses = user.courses_count ?? user.courses?.length ?? 0;
  const unlocked = courses >= COURSES_TO_UNLOCK_AVATARS;
  const current = user.avatar && AVATAR_KEYS.includes(user.avatar) ? user.avatar : null;

  const save = () => {
    if (!selected) return;
    update.mutate(selected, { onSuccess: () => setSelected(null) });
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar avatar={selected ?? current} size={88} sx={{ flexShrink: 0 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" dir="auto">
              <TwoLineName name={user.name} />
            </Typography>
            <Typography color="text.secondary">
              {selected
                ? t('avatar.selected', { avatar: avatarLabel(t, selected) })
                : t('avatar.current', { avatar: current ? avatarLabel(t, current) : t('avatar.default') })}
            </Typography>
          </Box>
        </Stack>
        {!unlocked && (
          <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{say(AVATAR.locked)}</Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
              <LinearProgress
                variant="determinate"
                value={(Math.min(courses, COURSES_TO_UNLOCK_AVATARS) / COURSES_TO_UNLOCK_AVATARS) * 100}
                sx={{ flex: 1, height: 8, borderRadius: 4, maxWidth: 240 }}
                aria-label={t('avatar.coursesPurchased')}
              />
              <Typography sx={{ fontWeight: 700 }}>
                {Math.min(courses, COURSES_TO_UNLOCK_AVATARS)}/{COURSES_TO_UNLOCK_AVATARS}
              </Typography>
            </Stack>
          </Alert>
        )}
        <AvatarChoices
          value={selected ?? current}
          locked={!unlocked}
          onChange={(key) => setSelected(key === current ? null : key)}
        />
        <Button variant="contained" size="large" sx={{ mt: 3 }} disabled={!selected} loading={update.isPending} onClick={save}>
          {t('avatar.save')}
        </Button>
      </CardContent>
    </Card>
  );
}
