import CheckCircle from '@mui/icons-material/CheckCircle';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import { AVATAR_KEYS } from '../../../contracts/constants';
import { avatarSrc } from '../../components/UserAvatar';
import { useT, type Translate } from '../../i18n/useT';

/** 'Avatar 7' for avatar7, in the language shown. */
export const avatarLabel = (t: Translate, key: string) => t('avatar.name', { number: key.replace('avatar', '') });

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The 20 avatars as one radio group of native radios (transparent, over each image): one tab
 * stop, the arrow keys move the selection. Locked avatars are dimmed, greyed and carry a lock badge.
 */
export function AvatarChoices({
  value,
  onChange,
  locked,
}: {
  value: string | null;
  onChange: (key: string) => void;
  locked: boolean;
}) {
  const t = useT();
  return (
    <Box
      role="radiogroup"
      aria-label={t('avatar.choices')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(4, 1fr)', sm: 'repeat(5, 1fr)', md: 'repeat(10, 1fr)' },
        gap: { xs: 1.5, md: 2 },
      }}
    >
      {AVATAR_KEYS.map((key) => {
        const checked = value === key;
        return (
          <Box
            component="label"
            key={key}
            sx={{
              position: 'relative',
              display: 'block',
              aspectRatio: '1',
              borderRadius: '50%',
              border: 3,
              borderColor: checked ? 'primary.main' : 'transparent',
              cursor: locked ? 'not-allowed' : 'pointer',
              transition: 'transform .15s',
              '&:hover': { transform: locked ? undefined : 'scale(1.05)' },
              '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            <Box
              component="input"
              type="radio"
              name="avatar"
              value={key}
              checked={checked}
              disabled={locked}
              onChange={() => onChange(key)}
              // Transparent over the whole avatar: the click lands on the radio itself.
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                m: 0,
                opacity: 0,
                cursor: 'inherit',
                zIndex: 1,
              }}
            />
            <Box
              component="img"
              src={avatarSrc(key)}
              alt=""
              sx={{
                display: 'block',
                width: '100%',
                height: '100%',
                borderRadius: '50%',
                ...(locked ? { opacity: 0.4, filter: 'grayscale(1)' } : {}),
              }}
            />
            <Box component="span" sx={visuallyHidden}>
              {avatarLabel(t, key)}
            </Box>
            {checked && (
              <CheckCircle
                color="primary"
                aria-hidden
                sx={{ position: 'absolute', right: -4, bottom: -4, bgcolor: '#fff', borderRadius: '50%' }}
              />
            )}
            {locked && (
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: -4,
                  bottom: -4,
                  width: '38%',
                  minWidth: 22,
                  maxWidth: 30,
                  aspectRatio: '1',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  bgcolor: 'grey.800',
                  color: '#fff',
                  border: '2px solid #fff',
                  boxShadow: 1,
                }}
              >
                <Lock sx={{ fontSize: 15 }} />
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
