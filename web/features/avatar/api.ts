import { useMutation } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import { SUCCESS } from '../../../contracts/form-messages';
import { api } from '../../api/client';
import type { AvatarUpdateInput, OwnProfileSavedResponse } from '../../../contracts/users';
import { useRememberMe } from '../profile/api';
import { studentFigures } from '../queryKeys';

/** PUT /api/user/avatar/update ('default' means the default image). */
export function useUpdateAvatar() {
  const remember = useRememberMe();
  return useMutation({
    mutationFn: (avatar: string) =>
      api.put<OwnProfileSavedResponse>('/api/user/avatar/update', { avatar } satisfies AvatarUpdateInput),
    onSuccess: (data) => remember(data.user),
    meta: { failure: FAILURE.updateAvatar, success: SUCCESS.avatarUpdated, invalidates: studentFigures },
  });
}
