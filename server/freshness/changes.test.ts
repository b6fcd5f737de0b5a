/** The commit notice's text (changes.ts): what one instance tells, another reads back the same; anything else is everything. */
import { describe, expect, it } from 'vitest';
import { changesText, declareStudentChanges, parseChanges, touchesStudent, trackChanges, type Changes } from './changes.js';
import type { Executor } from '../db/client.js';

const studentsOf = (changes: Changes) => (changes === 'everything' ? 'everything' : [...(changes.students ?? [])]);

describe('commit notices between instances', () => {
  it('reads back the topics and the students a commit told', () => {
    const told = Object.assign(new Set(['submissions', 'standings'] as const), { students: new Set([12]) });
    expect(changesText(told)).toBe('submissions,standings|12');
    const heard = parseChanges(changesText(told));
    expect(heard !== 'everything' && [...heard]).toEqual(['submissions', 'standings']);
    expect(studentsOf(heard)).toEqual([12]);
    expect(studentsOf(parseChanges('people'))).toEqual([]);
    expect(parseChanges('*')).toBe('everything');
    expect(parseChanges(undefined)).toBe('everything');
  });

  it('takes a notice it cannot read in full as everything', () => {
    for (const text of [
      'standings,unknown',
      'standings|',
      'standings|x',
      'standings|0',
      'standings|1.5',
      'standings|-3',
      'standings|1,',
    ]) {
      expect(parseChanges(text), text).toBe('everything');
    }
  });

  it("keeps a student's value through another student's commit only", () => {
    const bySeven = parseChanges('submissions|7');
    expect(touchesStudent(bySeven, ['submissions'], 7)).toBe(true);
    expect(touchesStudent(bySeven, ['submissions'], 8)).toBe(false);
    expect(touchesStudent(bySeven, ['people'], 7)).toBe(false);
    expect(touchesStudent(parseChanges('submissions'), ['submissions'], 8)).toBe(true);
    expect(touchesStudent('everything', ['people'], 8)).toBe(true);
  });

  it('scopes a commit to its student only while it names one', () => {
    const declaredBy = (...students: number[]) => {
      const tx = {} as Executor;
      const changed = trackChanges(tx);
      for (const student of students) declareStudentChanges(tx, student, 'submissions');
      return changed();
    };
    expect(studentsOf(declaredBy(7))).toEqual([7]);
    expect(studentsOf(declaredBy(7, 7))).toEqual([7]);
    const byTwo = declaredBy(7, 8);
    expect(studentsOf(byTwo)).toEqual([]);
    expect(touchesStudent(byTwo, ['submissions'], 9)).toBe(true);
  });
});
