import { FAILURE, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, Loading } from '../../components/States';
import { useSay, useT } from '../../i18n/useT';
import { useMe, useMyAchievements } from './api';
import { ProfileForm } from './ProfileForm';

/** /edit-profile: the heading at once, then the form, a failure with a retry, or a spinner. */
export function EditProfilePage() {
  const me = useMe(FAILURE.loadProfile);
  const achievements = useMyAchievements();
  const t = useT();
  const say = useSay();
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {me.data ? (
        <ProfileForm user={me.data} titles={(achievements.data ?? []).map((achievement) => achievement.name)} />
      ) : me.isError ? (
        <ErrorState message={say(LOAD_FAILED.yourProfile)} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      ) : (
        <Loading label={t('profile.loading')} />
      )}
    </>
  );
}
