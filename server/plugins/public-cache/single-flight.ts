/**
 * Misses being computed now, by key: later requests for the key wait for the first and get its
 * answer, even one not kept because a commit overtook it: they all asked before that commit. A
 * commit forgets the misses of what it changed, so requests after it compute anew.
 */
import { touches, type Changes, type Topic } from '../../freshness/changes.js';

export type SingleFlight<T> = {
  /** The answer being computed for `key`, if one is: undefined when there is none to share. */
  pending: (key: string) => Promise<T | undefined> | undefined;
  /**
   * Marks `key` as being computed by the caller; the function returned hands the answer (or none)
   * to the requests that waited for it.
   */
  start: (key: string, topics: readonly Topic[]) => (answer?: T) => void;
  /** A commit: later requests for the keys showing what it changed do not wait for these misses. */
  forget: (changes: Changes) => void;
};

export function createSingleFlight<T>(): SingleFlight<T> {
  const misses = new Map<string, { computed: Promise<T | undefined>; topics: readonly Topic[] }>();
  return {
    pending: (key) => misses.get(key)?.computed,
    start: (key, topics) => {
      let done!: (answer?: T) => void;
      const miss = { computed: new Promise<T | undefined>((resolve) => (done = resolve)), topics };
      misses.set(key, miss);
      return (answer) => {
        if (misses.get(key) === miss) misses.delete(key);
        done(answer);
      };
    },
    forget: (changes) => {
      if (changes === 'everything') misses.clear();
      else for (const [key, { topics }] of misses) if (touches(changes, topics)) misses.delete(key);
    },
  };
}
