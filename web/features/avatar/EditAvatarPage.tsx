import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { AVATAR_KEYS, COURSES_TO_UNLOCK_AVATARS } from '../../../contracts/constants';
import { AVATAR, FAILURE, SUCCESS } from '../../../contracts/messages';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, Loading } from '../../components/States';
import { useErrorToast } from '../../components/useErrorToast';
import { avatarSrc, UserAvatar } from '../../components/UserAvatar';
import { useMe } from '../profile/api';
import { useUpdateAvatar } from './api';

const CHOICES = ['default', ...AVATAR_KEYS];
const label = (key: string) => (key === 'default' ? 'Default Avatar' : `Avatar ${key.replace('avatar', '')}`);

/** /edit-avatar: 20 avatars + the default; custom ones unlock with 2 or more courses. */
export function EditAvatarPage() {
  const { enqueueSnackbar } = useSnackbar();
  const me = useMe();
  useErrorToast(me.error, FAILURE.loadUserData);
  const update = useUpdateAvatar();
  const [selected, setSelected] = useState<string | null>(null);

  if (!me.data) {
    // The heading at once; a failed load says so with a retry instead of spinning forever.
    return (
      <>
        <PageHeader title="Edit Avatar" subtitle="Choose How Other Developers See You" />
        {me.isError ? (
          <ErrorState message="Your Avatar Could Not Be Loaded" onRetry={() => void me.refetch()} retrying={me.isFetching} />
        ) : (
          <Loading label="Loading avatar" />
        )}
      </>
    );
  }
  const courses = me.data.courses_count ?? me.data.courses?.length ?? 0;
  const unlocked = courses >= COURSES_TO_UNLOCK_AVATARS;
  const current = me.data.avatar ?? 'default';

  const save = () => {
    if (!selected) return;
    update.mutate(selected, {
      onSuccess: (data) => {
        enqueueSnackbar(data.message ?? SUCCESS.avatarUpdated, { variant: 'success' });
        setSelected(null);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, FAILURE.updateAvatar), { variant: 'error' }),
    });
  };

  return (
    <>
      <PageHeader title="Edit Avatar" subtitle="Choose How Other Developers See You" />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <UserAvatar avatar={selected ?? current} size={88} />
            <Box>
              <Typography variant="h6" component="h2">
                {me.data.name}
              </Typography>
              <Typography color="text.secondary">
                {selected ? `Selected: ${label(selected)}` : `Current: ${label(current)}`}
              </Typography>
            </Box>
          </Stack>
          {!unlocked && (
            <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 3 }}>
              <Typography sx={{ fontWeight: 600 }}>{AVATAR.locked}</Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={(Math.min(courses, COURSES_TO_UNLOCK_AVATARS) / COURSES_TO_UNLOCK_AVATARS) * 100}
                  sx={{ flex: 1, height: 8, borderRadius: 4, maxWidth: 240 }}
                  aria-label="Courses purchased"
                />
                <Typography sx={{ fontWeight: 700 }}>
                  {Math.min(courses, COURSES_TO_UNLOCK_AVATARS)}/{COURSES_TO_UNLOCK_AVATARS}
                </Typography>
              </Stack>
            </Alert>
          )}
          <Box
            role="radiogroup"
            aria-label="Avatars"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(6, 1fr)', md: 'repeat(7, 1fr)' },
              gap: { xs: 1.5, md: 2 },
            }}
          >
            {CHOICES.map((key) => {
              const locked = !unlocked && key !== 'default';
              const isSelected = (selected ?? current) === key;
              return (
                <ButtonBase
                  key={key}
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={label(key)}
                  disabled={locked}
                  onClick={() => setSelected(key === current ? null : key)}
                  sx={{
                    position: 'relative',
                    borderRadius: '50%',
                    aspectRatio: '1',
                    border: 3,
                    borderColor: isSelected ? 'primary.main' : 'transparent',
                    opacity: locked ? 0.4 : 1,
                    transition: 'transform .15s',
                    '&:hover': { transform: locked ? undefined : 'scale(1.05)' },
                  }}
                >
                  <Box component="img" src={avatarSrc(key)} alt="" sx={{ width: '100%', height: '100%', borderRadius: '50%' }} />
                  {isSelected && (
                    <CheckCircle
                      color="primary"
                      sx={{ position: 'absolute', right: -4, bottom: -4, bgcolor: '#fff', borderRadius: '50%' }}
                    />
                  )}
                  {locked && <LockOutlined sx={{ position: 'absolute', color: '#000' }} fontSize="small" />}
                </ButtonBase>
              );
            })}
          </Box>
          <Button variant="contained" size="large" sx={{ mt: 3 }} disabled={!selected} loading={update.isPending} onClick={save}>
            Save Avatar
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
