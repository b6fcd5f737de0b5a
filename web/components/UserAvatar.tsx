import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** The image file named by the avatar field (avatar1..avatar20), the default image when unset. */
export function avatarSrc(avatar: string | null | undefined) {
  return `/avatars/${avatar && /^avatar\d+$/.test(avatar) ? avatar : 'default'}.svg`;
}

type Props = { avatar: string | null | undefined; name: string; size?: number } & Omit<AvatarProps, 'src' | 'alt'>;

export function UserAvatar({ avatar, name, size = 40, sx, ...rest }: Props) {
  return (
    <Avatar src={avatarSrc(avatar)} alt={name} sx={{ width: size, height: size, bgcolor: 'primary.light', ...sx }} {...rest} />
  );
}
