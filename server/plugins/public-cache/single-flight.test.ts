import { describe, expect, it } from 'vitest';
import type { Topic } from '../../freshness/changes.js';
import { createSingleFlight } from './single-flight.js';

const commit = (...topics: Topic[]) => new Set(topics);

describe('the single flight of misses', () => {
  it('requests for a key being computed wait for it and get its answer; then it is no longer pending', async () => {
    const misses = createSingleFlight<string>();
    expect(misses.pending('k')).toBeUndefined();
    const done = misses.start('k', ['catalogue']);
    const waiting = [misses.pending('k')!, misses.pending('k')!];
    done('answer');
    expect(await Promise.all(waiting)).toEqual(['answer', 'answer']);
    expect(misses.pending('k')).toBeUndefined();
  });

  it('two keys are two misses: one answer does not go to the other', async () => {
    const misses = createSingleFlight<string>();
    const first = misses.start('user 1', ['people']);
    const second = misses.start('user 2', ['people']);
    const waiting = [misses.pending('user 1')!, misses.pending('user 2')!];
    second('two');
    first('one');
    expect(await Promise.all(waiting)).toEqual(['one', 'two']);
  });

  it('a miss with no answer to share (an error, a client gone) tells its waiters so', async () => {
    const misses = createSingleFlight<string>();
    const done = misses.start('k', ['catalogue']);
    const waiting = misses.pending('k');
    done();
    expect(await waiting).toBeUndefined();
    expect(misses.pending('k')).toBeUndefined();
  });

  it('a write landing while an answer is computed: those who waited get it, the next request computes anew', async () => {
    const misses = createSingleFlight<string>();
    const before = misses.start('k', ['standings']);
    const waitedBefore = misses.pending('k');
    misses.forget(commit('standings'));
    expect(misses.pending('k')).toBeUndefined();

    const after = misses.start('k', ['standings']);
    const waitedAfter = misses.pending('k');
    // The miss from before the write ends: it must not end the one after it.
    before('before the write');
    expect(misses.pending('k')).toBe(waitedAfter);
    after('after the write');
    expect(await waitedBefore).toBe('before the write');
    expect(await waitedAfter).toBe('after the write');
  });

  it('a commit forgets only the misses of what it changed; a change of everything forgets all', () => {
    const misses = createSingleFlight<string>();
    misses.start('courses', ['catalogue', 'enrollments']);
    misses.start('users', ['standings', 'people']);
    misses.start('config', ['settings']);
    misses.forget(commit('enrollments', 'awards'));
    expect(misses.pending('courses')).toBeUndefined();
    expect(misses.pending('users')).toBeDefined();
    expect(misses.pending('config')).toBeDefined();
    misses.forget('everything');
    expect(misses.pending('users') ?? misses.pending('config')).toBeUndefined();
  });
});
