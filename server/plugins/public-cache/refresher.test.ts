import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefresher, REFRESH_EVERY_MS, WANTED_FOR_MS } from './refresher.js';

const STATS = { key: '/api/front/stats null null', url: '/api/front/stats' };

/** A refresher whose refreshes end when the test says: `asked` lists the addresses asked so far. */
function refresherOnHold() {
  const asked: string[] = [];
  const computing: Array<(failure?: Error) => void> = [];
  const failed = vi.fn();
  const refresher = createRefresher({
    ask: (url) => {
      asked.push(url);
      return new Promise((resolve, reject) => computing.push((failure) => (failure ? reject(failure) : resolve(undefined))));
    },
    failed,
  });
  /** Ends the refresh computing now (the oldest). */
  const finish = async (failure?: Error) => {
    computing.shift()!(failure);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { refresher, asked, finish, failed, drop: () => refresher.afterCommit([STATS], () => false) };
}

describe('the refresher', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the first drop after a quiet spell is refreshed at once, and only what was dropped', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    expect(asked).toEqual([STATS.url]);
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS * 2);
    expect(asked).toEqual([STATS.url]);
    drop();
    expect(asked).toEqual([STATS.url, STATS.url]);
    refresher.close();
  });

  it('once nobody asked for WANTED_FOR_MS, a drop is left to the next visitor; asked again, it is refreshed again', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    await finish();
    await vi.advanceTimersByTimeAsync(WANTED_FOR_MS - 1);
    refresher.asked(STATS.key);
    await vi.advanceTimersByTimeAsync(WANTED_FOR_MS);
    drop();
    expect(asked, 'asked within the time').toHaveLength(2);
    await finish();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresher.wanted(STATS.key)).toBe(false);
    for (let i = 0; i < 5; i++) {
      drop();
      await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    }
    expect(asked, 'five writes nobody asked after').toHaveLength(2);
    refresher.asked(STATS.key);
    expect(refresher.wanted(STATS.key)).toBe(true);
    drop();
    expect(asked).toHaveLength(3);
    await finish();
    refresher.close();
  });

  it('a burst of drops: at most one refresh per REFRESH_EVERY_MS, and a final one after the last drop', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    await finish();
    for (let ms = 10; ms < REFRESH_EVERY_MS; ms += 10) {
      await vi.advanceTimersByTimeAsync(10);
      drop();
    }
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked).toHaveLength(2);
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS * 3);
    expect(asked, 'one refresh took all the drops of the burst').toHaveLength(2);
    refresher.close();
  });

  it('drops while a refresh computes are taken by one refresh after it, no sooner than REFRESH_EVERY_MS after it started', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    drop();
    drop();
    await vi.advanceTimersByTimeAsync(50);
    await finish();
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS - 51);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS * 3);
    expect(asked).toHaveLength(2);
    refresher.close();
  });

  it('a refresh computing when a commit changes what it shows is followed by one more; one the commit did not change is not', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    refresher.afterCommit([], () => false);
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS * 2);
    expect(asked).toHaveLength(1);

    drop();
    // The commit dropped nothing (the answer is not stored yet), but it changed what is computing.
    refresher.afterCommit([], (key) => key === STATS.key);
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    expect(asked).toHaveLength(3);
    await finish();
    refresher.close();
  });

  it('a failed refresh is reported and does not stop the next', async () => {
    const { refresher, asked, finish, failed, drop } = refresherOnHold();
    drop();
    drop();
    await finish(new Error('database gone'));
    expect(failed).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS);
    expect(asked).toHaveLength(2);
    await finish();
    refresher.close();
  });

  it('no refresh starts once closed', async () => {
    const { refresher, asked, finish, drop } = refresherOnHold();
    drop();
    drop();
    refresher.close();
    await finish();
    await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS * 2);
    expect(asked).toHaveLength(1);
  });
});
