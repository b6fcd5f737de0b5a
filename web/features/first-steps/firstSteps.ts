/**
 * The first steps of a new student (issue 50): which items of the checklist on their own profile
 * apply, and which are done, from their own profile (GET /api/user/me, never the public answer)
 * and how many skills the academy has (GET /api/front/skills). Submitting a first project is left
 * to Next Up (web/features/achievements/NextUp.tsx).
 */
import { COURSES_TO_UNLOCK_AVATARS } from '../../../contracts/constants';
import type { OwnProfile } from '../../../contracts/users';

export type FirstStepId = 'skills' | 'avatar' | 'buyCourse';
export type FirstStep = { id: FirstStepId; done: boolean };

type Student = Pick<OwnProfile, 'avatar' | 'courses_count' | 'courses' | 'skills' | 'first_steps_dismissed'>;

/** The courses the student is enrolled in (the kept counter, else the list). */
const coursesOf = (student: Student) => student.courses_count ?? student.courses?.length ?? 0;

/**
 * The items that apply, in the order shown:
 * - skills, when the academy has skills (or the student already has some): done with one or more;
 * - an avatar, once custom avatars unlock (COURSES_TO_UNLOCK_AVATARS courses): done when one is set;
 * - buying a course, while the student has none (enrolled, it no longer applies at all).
 */
export function firstSteps(student: Student, academySkills: number): FirstStep[] {
  const courses = coursesOf(student);
  const skills = student.skills?.length ?? 0;
  const steps: FirstStep[] = [];
  if (academySkills > 0 || skills > 0) steps.push({ id: 'skills', done: skills > 0 });
  if (courses >= COURSES_TO_UNLOCK_AVATARS) steps.push({ id: 'avatar', done: student.avatar !== null });
  if (courses === 0) steps.push({ id: 'buyCourse', done: false });
  return steps;
}

/** The checklist shows while the student has not dismissed it and an item that applies is still to do. */
export const showsFirstSteps = (student: Student, steps: FirstStep[]) =>
  !student.first_steps_dismissed && steps.some((step) => !step.done);
