import Avatar, { type AvatarProps } from '@mui/material/Avatar';

const DEFAULT_AVATAR = '/avatars/default.svg';

/** The image file named by the avatar field (avatar1..avatar20); the default image when unset or unknown. */
export function avatarSrc(avatar: string | null | undefined) {
  return avatar && /^avatar([1-9]|1[0-9]|20)$/.test(avatar) ? `/avatars/${avatar}.svg` : DEFAULT_AVATAR;
}

/**
 * The avatar is decorative by default (alt=""): almost everywhere the name is shown right beside
 * it, and repeating it (100 times on the leaderboard) only adds noise for screen readers.
 */
type Props = { avatar: string | null | undefined; alt?: string; size?: number } & Omit<AvatarProps, 'src' | 'alt'>;

export function UserAvatar({ avatar, alt = '', size = 40, sx, ...rest }: Props) {
  return (
    <Avatar src={avatarSrc(avatar)} alt={alt} sx={{ width: size, height: size, bgcolor: 'primary.light', ...sx }} {...rest}>
      {/* Shown if the image cannot load: the default avatar, never MUI's generic icon. */}
      <img src={DEFAULT_AVATAR} alt={alt} width="100%" height="100%" />
    </Avatar>
  );
}
