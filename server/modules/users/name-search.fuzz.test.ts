/**
 * Issue 41: a term of two tatweels folded to '' and the name index looked for '' forever, holding
 * the whole server. The folding, the length rule and the index are fuzzed here directly with
 * 10,000 terms made of what breaks text handling (server/test/search-terms.ts), in a thread with a
 * deadline, so a hang fails in seconds (hostile-search.test.ts sends a few hundred over HTTP).
 */
import { describe, expect, it } from 'vitest';
import { runInThread } from '../../test/in-thread.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const terms = new URL('../../test/search-terms.ts', import.meta.url);

describe('search terms from Arabic marks, combining marks, joiners, bidi controls and emoji', () => {
  it('the name index refuses an empty term, whatever its caller checked', async () => {
    expect(await runInThread(terms, 'emptyTermAnswer', undefined, 10_000)).toBe(
      'RangeError: The name index cannot search for an empty term',
    );
  });

  it('10,000 terms: refused when they fold to nothing, and the index agrees with a plain scan', async () => {
    const problems = await runInThread<string[]>(terms, 'checkTerms', { seed: SEED, count: 10_000, names: 2_000 }, 20_000);
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
