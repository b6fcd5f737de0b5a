import { describe, expect, it } from 'vitest';
import { answerTopics } from '../answer-topics.js';
import { check, createShownVersions, madeOfRequest, rerankedJson } from './made-of.js';

/** A rank snapshot of `order` (ids best first), as rank-snapshot.ts answers. */
const snapshotOf = (order: number[]) => ({
  order: Int32Array.from(order),
  rankOf: (id: number) => order.indexOf(id) + 1,
});
const USERS = '/api/front/users';
const PROFILE = '/api/users/user/:id';

describe('what a kept answer was made of', () => {
  it('a users page holds while the same students stand at its places, each unchanged', () => {
    const versions = createShownVersions();
    const made = madeOfRequest(
      USERS,
      answerTopics(USERS),
      {},
      { page: '2', per_page: '2' },
      snapshotOf([1, 2, 3, 4, 5]),
      versions,
    )!;
    expect(made.students).toEqual([3, 4]);
    expect(check(made, snapshotOf([1, 2, 3, 4, 5]), versions).state).toBe('fresh');
    // Places 1-2 and 5 moved among themselves: page 2 shows the same.
    expect(check(made, snapshotOf([2, 1, 3, 4, 5]), versions).state).toBe('fresh');
    // Student 5 passes 4: page 2 now shows 3 and 5.
    expect(check(made, snapshotOf([1, 2, 3, 5, 4]), versions).state).toBe('stale');
    // One more ranked student: meta.total moved.
    expect(check(made, snapshotOf([1, 2, 3, 4, 5, 6]), versions).state).toBe('stale');
  });

  it("a student's own commit moves the answers that show what it changed of them, and only those", () => {
    const versions = createShownVersions();
    const snapshot = snapshotOf([1, 2, 3]);
    const page = madeOfRequest(USERS, answerTopics(USERS), {}, {}, snapshot, versions)!;
    const profile = madeOfRequest(PROFILE, answerTopics(PROFILE), { id: '2' }, {}, snapshot, versions)!;
    // A submission URL edited by student 2: the profile shows it, the users page does not.
    versions.advance([2], ['submissions'], false);
    expect(check(page, snapshot, versions).state).toBe('fresh');
    expect(check(profile, snapshot, versions).state).toBe('stale');
    // Student 3's name: on the page.
    versions.advance([3], ['people'], false);
    expect(check(page, snapshot, versions).state).toBe('stale');
  });

  it("a profile whose rank or counted figures moved is re-made; its own student's change or leaving the ranking make it stale", () => {
    const versions = createShownVersions();
    const profile = madeOfRequest(PROFILE, answerTopics(PROFILE), { id: '3' }, {}, snapshotOf([1, 2, 3]), versions)!;
    expect(profile.profile).toEqual({ rank: 3, counted: 0 });
    expect(check(profile, snapshotOf([1, 3, 2]), versions)).toStrictEqual({ state: 'reranked', rank: 2 });
    expect(check(profile, snapshotOf([1, 2]), versions).state).toBe('stale');
    // Another student's award moves the holders of an achievement the profile may show.
    versions.advance([9], ['awards'], true);
    expect(check(profile, snapshotOf([1, 2, 3]), versions)).toStrictEqual({ state: 'reranked', rank: 3, counted: 1 });
    expect(check(profile, snapshotOf([3, 1, 2]), versions)).toStrictEqual({ state: 'reranked', rank: 1, counted: 1 });
    expect(check(profile, snapshotOf([1, 2]), versions).state).toBe('stale');
    versions.advance([3], ['awards'], true);
    expect(check(profile, snapshotOf([1, 2, 3]), versions).state).toBe('stale');
  });

  it('lists filtered by a search or a course are not checked: they are dropped by topic', () => {
    const versions = createShownVersions();
    const snapshot = snapshotOf([1, 2]);
    expect(madeOfRequest(USERS, answerTopics(USERS), {}, { course_id: '4' }, snapshot, versions)).toBeUndefined();
    expect(madeOfRequest(USERS, answerTopics(USERS), {}, { search: 'ad' }, snapshot, versions)).toBeUndefined();
    expect(madeOfRequest(USERS, answerTopics(USERS), {}, { search: ' ' }, snapshot, versions)).toBeDefined();
  });

  it("puts a new rank in a profile's text, at the user's rank only", () => {
    const json = '{"user":{"id":3,"bio":"\\"rank\\":3","rank":12,"total_points":5},"achievements":[]}';
    expect(rerankedJson(json, 12, 9)).toBe('{"user":{"id":3,"bio":"\\"rank\\":3","rank":9,"total_points":5},"achievements":[]}');
    // Not the rank it was made with (1 is a prefix of 12): refused.
    expect(rerankedJson(json, 1, 9)).toBeUndefined();
    expect(rerankedJson('{"user":{}}', 1, 2)).toBeUndefined();
  });
});
