import { describe, expect, it } from 'vitest';
import type { Course } from '../../../contracts/courses';
import type { Skill } from '../../../contracts/skills';
import { ownProfile } from '../profile/ownProfile.fixture';
import { firstSteps, showsFirstSteps } from './firstSteps';

const skill: Skill = { id: 1, name: 'React', users_count: 3 };
const course = (id: number) => ({ id, title: `Course ${id}` }) as Course;

describe('firstSteps', () => {
  it('a new student with one course: add skills only (no avatar before two courses, no buy-course once enrolled)', () => {
    const me = ownProfile({ courses_count: 1, courses: [course(1)] });
    expect(firstSteps(me, 5)).toEqual([{ id: 'skills', done: false }]);
    expect(showsFirstSteps(me, firstSteps(me, 5))).toBe(true);
  });

  it('with skills added, nothing is left: the checklist goes', () => {
    const me = ownProfile({ courses_count: 1, skills: [skill] });
    expect(firstSteps(me, 5)).toEqual([{ id: 'skills', done: true }]);
    expect(showsFirstSteps(me, firstSteps(me, 5))).toBe(false);
  });

  it('a student with no course: add skills and buy a course', () => {
    const me = ownProfile({ courses_count: 0 });
    expect(firstSteps(me, 3)).toEqual([
      { id: 'skills', done: false },
      { id: 'buyCourse', done: false },
    ]);
  });

  it('an academy without skills asks for none (unless the student already has some)', () => {
    expect(firstSteps(ownProfile({ courses_count: 0 }), 0)).toEqual([{ id: 'buyCourse', done: false }]);
    expect(firstSteps(ownProfile({ courses_count: 1 }), 0)).toEqual([]);
    expect(firstSteps(ownProfile({ courses_count: 1, skills: [skill] }), 0)).toEqual([{ id: 'skills', done: true }]);
  });

  it('the avatar applies once custom avatars unlock (2 courses): done when one is set', () => {
    const unlocked = ownProfile({ courses_count: 2, skills: [skill] });
    expect(firstSteps(unlocked, 5)).toEqual([
      { id: 'skills', done: true },
      { id: 'avatar', done: false },
    ]);
    expect(showsFirstSteps(unlocked, firstSteps(unlocked, 5))).toBe(true);
    const chosen = ownProfile({ courses_count: 3, skills: [skill], avatar: 'avatar7' });
    expect(firstSteps(chosen, 5)).toEqual([
      { id: 'skills', done: true },
      { id: 'avatar', done: true },
    ]);
    expect(showsFirstSteps(chosen, firstSteps(chosen, 5))).toBe(false);
  });

  it('the enrolled courses are counted from the list when the counter is absent', () => {
    const me = { ...ownProfile({ courses: [course(1), course(2)] }), courses_count: undefined as unknown as number };
    expect(firstSteps(me, 0)).toEqual([{ id: 'avatar', done: false }]);
  });

  it('dismissed, it does not show, whatever is left', () => {
    const me = ownProfile({ courses_count: 0, first_steps_dismissed: true });
    expect(showsFirstSteps(me, firstSteps(me, 5))).toBe(false);
  });
});
