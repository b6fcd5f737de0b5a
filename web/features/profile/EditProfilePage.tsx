import { FAILURE } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/States';
import { useErrorToast } from '../../components/useErrorToast';
import { useMe, useMyAchievements } from './api';
import { ProfileForm } from './ProfileForm';

/** /edit-profile */
export function EditProfilePage() {
  const me = useMe();
  const achievements = useMyAchievements();
  useErrorToast(me.error, FAILURE.loadProfile);
  return (
    <>
      <PageHeader title="Edit Profile" subtitle="Keep Your Developer Profile Up To Date" />
      {me.data ? (
        <ProfileForm user={me.data} titles={(achievements.data ?? []).map((achievement) => achievement.name)} />
      ) : (
        <Loading label="Loading profile" />
      )}
    </>
  );
}
