/**
 * The stored answers, by key, with the keys of the answers that show each topic: a commit drops
 * the answers of what it changed, and a write that knows which answers it changed drops those keys.
 * Bounded in bytes (least recently used out first) and in age.
 */
import { LRUCache } from 'lru-cache';
import { TOPICS, type Topic } from '../../freshness/changes.js';
import { sizeOf, type Answer } from './answer-forms.js';

/** Answers kept at most this long: a backstop for writes made outside the API (SQL by hand). */
export const MAX_AGE_MS = 5 * 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A grown answer is the same answer: it keeps its age. */
const KEEP_AGE = { noUpdateTTL: true } as const;

export type AnswerStore = {
  /** The answer kept for `key`, counted as used. */
  get: (key: string) => Answer | undefined;
  keep: (answer: Answer) => void;
  /** Counts again the bytes of an answer that got a new form (if it is still the one kept, or a copy of it). */
  grew: (answer: Answer) => void;
  /**
   * Drops the answers that show any of `topics`, and returns them; of those that show one of
   * `checked` only, the answers checked at each hit (made-of.ts) stay.
   */
  dropShowing: (topics: Iterable<Topic>, checked?: ReadonlySet<Topic>) => Answer[];
  /** Drops the answer of `key`, if one is kept. */
  drop: (key: string) => void;
  clear: () => void;
  /** The keys of the kept answers that show `topic`. */
  keysShowing: (topic: Topic) => ReadonlySet<string>;
};

export function createAnswerStore({ maxBytes = MAX_BYTES, maxAgeMs = MAX_AGE_MS } = {}): AnswerStore {
  const keysByTopic = new Map<Topic, Set<string>>(TOPICS.map((topic) => [topic, new Set()]));
  /**
   * The same, of the answers not checked at each hit only: a student's commit leaves the checked
   * ones (tens of thousands at 100k students) and must not walk them.
   */
  const uncheckedKeysByTopic = new Map<Topic, Set<string>>(TOPICS.map((topic) => [topic, new Set()]));
  const answers = new LRUCache<string, Answer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => sizeOf(answer) + key.length,
    ttl: maxAgeMs,
    // However an answer goes (dropped, pushed out, too old), its key leaves the index; replaced by
    // `grew` it stays.
    dispose: (answer, key, reason) => {
      if (reason !== 'set')
        for (const topic of answer.topics) {
          keysByTopic.get(topic)!.delete(key);
          uncheckedKeysByTopic.get(topic)!.delete(key);
        }
    },
  });
  return {
    get: (key) => answers.get(key),
    keep: (answer) => {
      answers.set(answer.key, answer);
      for (const topic of answer.topics) {
        keysByTopic.get(topic)!.add(answer.key);
        if (answer.madeOf) uncheckedKeysByTopic.get(topic)!.delete(answer.key);
        else uncheckedKeysByTopic.get(topic)!.add(answer.key);
      }
    },
    grew: (answer) => {
      // As a new object: lru-cache counts the size again only when the value set is another one.
      // The kept entry may be an earlier copy of this answer (the same plain form, the same forms).
      const kept = answers.peek(answer.key);
      if (kept?.identity === answer.identity) answers.set(answer.key, { ...kept }, KEEP_AGE);
    },
    dropShowing: (topics, checked) => {
      const dropped: Answer[] = [];
      for (const topic of topics) {
        const kept = checked?.has(topic);
        for (const key of (kept ? uncheckedKeysByTopic : keysByTopic).get(topic)!) {
          const answer = answers.peek(key);
          if (!answer || (kept && answer.madeOf)) continue;
          dropped.push(answer);
          answers.delete(key);
        }
      }
      return dropped;
    },
    drop: (key) => {
      answers.delete(key);
    },
    clear: () => answers.clear(),
    keysShowing: (topic) => keysByTopic.get(topic)!,
  };
}
