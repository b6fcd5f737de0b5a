/**
 * Every ranked student's folded name, kept for searching in memory (search.ts):
 * - a term of three letters or more is looked up by its rarest three-letter run, as PostgreSQL's
 *   trigram index does: the index lists, for each bucket of runs, the names holding one, and only
 *   the names listed under the term's rarest bucket are checked whole. A search then costs the
 *   names that could match, not all of them (0.05 ms against 1 ms at 100k names);
 * - a shorter term is the engine's own string search over all the names in one string (a few
 *   milliseconds at 100k names). Names are joined with NUL, which PostgreSQL text never holds; a
 *   match running over a name's end is not one.
 * Built in typed arrays, two passes and no object per name or run: 25-40 ms at 100k names, done
 * again whenever a name changes (reading the names takes longer).
 */
export type NameIndex = {
  text: string;
  starts: Int32Array;
  ids: Int32Array;
  names: readonly string[];
  /** The names under bucket b: `holding[from[b]]` up to `holding[from[b + 1]]`, ascending, each once. */
  from: Int32Array;
  holding: Int32Array;
  /** The one run of each bucket that holds only one (`runKey`), NaN for a bucket of several. */
  onlyRun: Float64Array;
};

const SEPARATOR = '\u0000';
const RUN = 3;
const BUCKETS = 1 << 16;

/** The three UTF-16 code units at `at` as one number (exact: 48 bits). */
const runKey = (text: string, at: number) =>
  text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 2 ** 16 + text.charCodeAt(at + 2);

/** The bucket of the three UTF-16 code units at `at` (runs sharing a bucket only add names to check). */
const bucketOf = (text: string, at: number) =>
  (Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca6b) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae35)) >>>
  16;

/**
 * One pass over every run of every name, each (bucket, name) once: without `holding` it counts
 * the names of each bucket into `counts[bucket + 1]` (and notes each bucket's run in `onlyRun`);
 * with it, it lists them from `counts[bucket]` on. (One loop for both: a callback per run made the
 * build three times slower.)
 */
function passOverRuns(names: readonly string[], counts: Int32Array, holding?: Int32Array, onlyRun?: Float64Array) {
  const lastName = new Int32Array(BUCKETS).fill(-1);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    for (let at = 0; at + RUN <= name.length; at++) {
      const bucket = bucketOf(name, at);
      if (onlyRun) {
        const key = runKey(name, at);
        if (onlyRun[bucket] === -1) onlyRun[bucket] = key;
        else if (onlyRun[bucket] !== key) onlyRun[bucket] = NaN;
      }
      if (lastName[bucket] === i) continue;
      lastName[bucket] = i;
      if (holding) holding[counts[bucket]++] = i;
      else counts[bucket + 1] += 1;
    }
  }
}

export function nameIndexOf(entries: readonly (readonly [number, string])[]): NameIndex {
  const names = new Array<string>(entries.length);
  const ids = new Int32Array(entries.length);
  const starts = new Int32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) {
    [ids[i], names[i]] = entries[i];
    starts[i + 1] = starts[i] + names[i].length + 1;
  }

  const from = new Int32Array(BUCKETS + 1);
  const onlyRun = new Float64Array(BUCKETS).fill(-1);
  passOverRuns(names, from, undefined, onlyRun);
  for (let b = 0; b < BUCKETS; b++) from[b + 1] += from[b];
  const holding = new Int32Array(from[BUCKETS]);
  passOverRuns(names, from.slice(0, BUCKETS), holding);

  return { text: names.join(SEPARATOR) + SEPARATOR, starts, ids, names, from, holding, onlyRun };
}

/**
 * The ids of the names that hold `term`, each once, in the index's order. An empty term is refused
 * whatever the caller checked: every name holds it, and the scan below would never move on.
 */
export function idsHolding(index: NameIndex, term: string): number[] {
  if (term === '') throw new RangeError('The name index cannot search for an empty term');
  return term.length >= RUN ? idsByRuns(index, term) : idsByScan(index, term);
}

function idsByRuns({ ids, names, from, holding, onlyRun }: NameIndex, term: string): number[] {
  let rarest = -1;
  for (let at = 0; at + RUN <= term.length; at++) {
    const bucket = bucketOf(term, at);
    if (rarest === -1 || from[bucket + 1] - from[bucket] < from[rarest + 1] - from[rarest]) rarest = bucket;
  }
  // A term of one run, alone in its bucket: every name listed holds it, none needs checking.
  const listedHold = term.length === RUN && onlyRun[rarest] === runKey(term, 0);
  const found: number[] = [];
  for (let k = from[rarest]; k < from[rarest + 1]; k++) {
    if (listedHold || names[holding[k]].includes(term)) found.push(ids[holding[k]]);
  }
  return found;
}

function idsByScan({ text, starts, ids }: NameIndex, term: string): number[] {
  const found: number[] = [];
  let name = 0;
  for (let at = text.indexOf(term); at !== -1;) {
    while (starts[name + 1] <= at) name += 1;
    if (at + term.length < starts[name + 1]) {
      found.push(ids[name]);
      at = text.indexOf(term, starts[name + 1]);
    } else at = text.indexOf(term, at + 1);
  }
  return found;
}
