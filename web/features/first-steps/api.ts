import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FAILURE } from '../../../contracts/messages';
import type { FirstStepsDismissedResponse } from '../../../contracts/users';
import { api } from '../../api/client';
import type { Me } from '../profile/api';
import { meKeys } from '../queryKeys';

/**
 * POST /api/user/first-steps/dismiss: the checklist closes for good, on the account. The cached
 * profile says so at once (the checklist goes), then is asked again. No success toast: the list
 * going is the answer.
 */
export function useDismissFirstSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FirstStepsDismissedResponse>('/api/user/first-steps/dismiss'),
    onSuccess: (data) => {
      queryClient.setQueryData<Me>(meKeys.all, (me) => me && { ...me, first_steps_dismissed: data.first_steps_dismissed });
      void queryClient.invalidateQueries({ queryKey: meKeys.all, exact: true });
    },
    meta: { failure: FAILURE.updateProfile },
  });
}
