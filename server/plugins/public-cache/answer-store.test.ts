import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Topic } from '../../freshness/changes.js';
import { answerOf, formIn, sizeOf, type Answer } from './answer-forms.js';
import { createAnswerStore } from './answer-store.js';

const answer = (key: string, topics: readonly Topic[], json = JSON.stringify({ key })): Answer =>
  answerOf(json, 'application/json', { key, url: key, topics });
/** Over 1 KB: kept with its brotli form, and a gzip form to come. */
const large = (key: string, topics: readonly Topic[]) =>
  answer(key, topics, JSON.stringify({ key, rows: Array.from({ length: 60 }, (_, i) => `row ${i} of ${key}`) }));
const indexed = (store: ReturnType<typeof createAnswerStore>, ...topics: Topic[]) =>
  new Set(topics.flatMap((topic) => [...store.keysShowing(topic)]));

describe('the answer store', () => {
  it('two parameters of one route are two keys with two answers', () => {
    const store = createAnswerStore();
    const first = answer('/api/users/user/:id {"id":1} null', ['standings']);
    const second = answer('/api/users/user/:id {"id":2} null', ['standings']);
    store.keep(first);
    store.keep(second);
    expect(store.get(first.key)).toBe(first);
    expect(store.get(second.key)).toBe(second);
  });

  it('a drop by topics drops every answer that shows one of them, and only those', () => {
    const store = createAnswerStore();
    const profile = answer('profile', ['standings', 'people']);
    const users = answer('users', ['standings']);
    const courses = answer('courses', ['catalogue']);
    const people = answer('people', ['people']);
    const config = answer('config', ['settings']);
    for (const kept of [profile, users, courses, people, config]) store.keep(kept);

    const dropped = store.dropShowing(new Set<Topic>(['standings', 'skills', 'catalogue']));
    expect(new Set(dropped)).toEqual(new Set([profile, users, courses]));
    expect([profile, users, courses].map(({ key }) => store.get(key))).toEqual([undefined, undefined, undefined]);
    expect(store.get(people.key)).toBe(people);
    expect(store.get(config.key)).toBe(config);
    // The dropped keys left every topic's index, those of other topics too.
    expect(indexed(store, 'standings', 'people', 'catalogue', 'settings')).toEqual(new Set(['people', 'config']));
    expect(store.dropShowing(['standings'])).toEqual([]);
  });

  it("a student's commit leaves the answers checked at each hit, unless it also changed a topic they do not check", () => {
    const store = createAnswerStore();
    const madeOf = { topics: ['standings'] as Topic[], students: [1], versions: [0] };
    const checked = answerOf('{"page":1}', 'application/json', {
      key: 'page',
      url: 'page',
      topics: ['standings', 'ranked'],
      madeOf,
    });
    const stats = answer('stats', ['standings']);
    store.keep(checked);
    store.keep(stats);
    const byStudent = new Set<Topic>(['standings']);
    expect(store.dropShowing(['standings'], byStudent)).toEqual([stats]);
    expect(store.get(checked.key)).toBe(checked);
    expect(store.dropShowing(['standings', 'ranked'], byStudent)).toEqual([checked]);
    // Kept again unchecked under the same key: dropped by the same commit.
    store.keep(checked);
    const plain = answer('page', ['standings']);
    store.keep(plain);
    expect(store.dropShowing(['standings'], byStudent)).toEqual([plain]);
  });

  it('a drop by key drops that answer only, and its key leaves the index', () => {
    const store = createAnswerStore();
    const first = answer('/api/users/user/:id {"id":1} null', ['standings', 'people']);
    const second = answer('/api/users/user/:id {"id":2} null', ['standings', 'people']);
    store.keep(first);
    store.keep(second);
    store.drop(first.key);
    expect(store.get(first.key)).toBeUndefined();
    expect(store.get(second.key)).toBe(second);
    expect(indexed(store, 'standings', 'people')).toEqual(new Set([second.key]));
    expect(store.dropShowing(['people'])).toEqual([second]);
  });

  it('an answer pushed out by newer ones leaves the index', () => {
    const first = answer('first', ['standings']);
    const second = answer('second', ['standings']);
    const store = createAnswerStore({ maxBytes: sizeOf(first) + first.key.length + sizeOf(second) + second.key.length - 1 });
    store.keep(first);
    store.keep(second);
    expect(store.get(first.key)).toBeUndefined();
    expect(indexed(store, 'standings')).toEqual(new Set([second.key]));
    expect(store.dropShowing(['standings'])).toEqual([second]);
  });

  it('an answer older than its maximum age is not served, and leaves the index', async () => {
    const store = createAnswerStore({ maxAgeMs: 20 });
    const old = answer('old', ['catalogue']);
    store.keep(old);
    expect(store.get(old.key)).toBe(old);
    await sleep(40);
    expect(store.get(old.key)).toBeUndefined();
    expect(indexed(store, 'catalogue')).toEqual(new Set());
  });

  it('a form made for a kept answer counts in the store size from then on', () => {
    const grown = large('grown', ['catalogue']);
    const other = large('other', ['catalogue']);
    const store = createAnswerStore({ maxBytes: sizeOf(grown) + sizeOf(other) + grown.key.length + other.key.length + 10 });
    store.keep(other);
    store.keep(grown);
    formIn(grown, 'gzip', store.grew);
    // Larger now, it pushed the least recently used answer out.
    expect(store.get(other.key)).toBeUndefined();
    expect(store.get(grown.key)?.forms.gzip).toBe(grown.forms.gzip);
    expect(indexed(store, 'catalogue')).toEqual(new Set([grown.key]));
  });

  it('a form made on an earlier copy of the kept answer counts too: it is the same answer, grown', () => {
    const grown = large('grown', ['catalogue']);
    const other = large('other', ['catalogue']);
    const withGzip = large('grown', ['catalogue']);
    formIn(withGzip, 'gzip');
    const store = createAnswerStore({ maxBytes: sizeOf(withGzip) + sizeOf(other) + grown.key.length + other.key.length + 10 });
    store.keep(other);
    store.keep(grown);
    formIn(grown, 'gzip', store.grew);
    expect(indexed(store, 'catalogue')).toEqual(new Set([other.key, grown.key]));
    // The store keeps a copy now; a form then made on the answer as it was (a compression that was
    // under way) is this answer's too, and counted.
    expect(store.get(grown.key)).not.toBe(grown);
    grown.forms.br = { ...grown.forms.br!, body: Buffer.alloc(grown.forms.br!.body.length + 100) };
    store.grew(grown);
    expect(indexed(store, 'catalogue')).toEqual(new Set([grown.key]));
    expect(store.get(grown.key)?.forms).toBe(grown.forms);
  });

  it('a form made for a kept answer keeps its age', async () => {
    const store = createAnswerStore({ maxAgeMs: 400 });
    const grown = large('grown', ['catalogue']);
    store.keep(grown);
    await sleep(100);
    formIn(grown, 'gzip', store.grew);
    expect(store.get(grown.key)).toBeDefined();
    // Past its age from when it was kept, before its age from when it grew.
    await sleep(350);
    expect(store.get(grown.key)).toBeUndefined();
  });

  it('a form made for an answer dropped meanwhile does not keep it again', () => {
    const store = createAnswerStore();
    const dropped = large('dropped', ['catalogue']);
    store.keep(dropped);
    store.drop(dropped.key);
    formIn(dropped, 'gzip', store.grew);
    expect(store.get(dropped.key)).toBeUndefined();
    expect(indexed(store, 'catalogue')).toEqual(new Set());
  });

  it('clear drops everything', () => {
    const store = createAnswerStore();
    store.keep(answer('a', ['settings']));
    store.clear();
    expect(store.get('a')).toBeUndefined();
    expect(indexed(store, 'settings')).toEqual(new Set());
  });
});
