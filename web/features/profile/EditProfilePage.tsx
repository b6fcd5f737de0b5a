import { FAILURE, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, Loading } from '../../components/States';
import { useMe, useMyAchievements } from './api';
import { ProfileForm } from './ProfileForm';

/** /edit-profile: the heading at once, then the form, a failure with a retry, or a spinner. */
export function EditProfilePage() {
  const me = useMe(FAILURE.loadProfile);
  const achievements = useMyAchievements();
  return (
    <>
      <PageHeader title="Edit Profile" subtitle="Keep Your Developer Profile Up To Date" />
      {me.data ? (
        <ProfileForm user={me.data} titles={(achievements.data ?? []).map((achievement) => achievement.name)} />
      ) : me.isError ? (
        <ErrorState message={LOAD_FAILED.yourProfile} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <Loading label="Loading profile" />
      )}
    </>
  );
}
