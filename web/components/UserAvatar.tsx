import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** The image file named by the avatar field (avatar1..avatar20), the default image when unset. */
export function avatarSrc(avatar: string | null | undefined) {
  return `/avatars/${avatar && /^avatar\d+$/.test(avatar) ? avatar : 'default'}.svg`;
}

/**
 * The avatar is decorative by default (alt=""): almost everywhere the name is shown right beside
 * it, and repeating it (100 times on the leaderboard) only adds noise for screen readers.
 */
type Props = { avatar: string | null | undefined; alt?: string; size?: number } & Omit<AvatarProps, 'src' | 'alt'>;

export function UserAvatar({ avatar, alt = '', size = 40, sx, ...rest }: Props) {
  return (
    <Avatar src={avatarSrc(avatar)} alt={alt} sx={{ width: size, height: size, bgcolor: 'primary.light', ...sx }} {...rest} />
  );
}
