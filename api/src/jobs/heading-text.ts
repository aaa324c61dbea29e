// Server-only: the heading part of a search text in memory (api/src/jobs/job-index.ts; api/JOBS.md,
// "Facets"). `job_search.document` (title, company, technologies) is where nearly all matches are:
// PostgreSQL found and ranked a new text's thousands of matches (about 16,000 rows for a broad word
// at 100,000 jobs: 60 ms), this holds every job's lexemes with their positions and finds them in a few.
// The result is PostgreSQL's own: the query is the database's tsquery (its parser splits the
// words), used here only when it is a plain AND of prefix words, and the rank is ts_rank's
// (src/backend/utils/adt/tsrank.c: default weights, no normalisation) step by step in float4.

/** The terms of the headings, each numbered once (renumbered when the postings are rebuilt, Headings.repost). */
export class HeadingTerms {
  private readonly ids = new Map<string, number>();
  readonly lexemes: string[] = [];

  idOf(lexeme: string): number {
    let id = this.ids.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.ids.set(lexeme, id);
      this.lexemes.push(lexeme);
    }
    return id;
  }

  /**
   * Per term, the query words (bit i for word i) it starts with: what `'word':*` matches. Null when
   * no term matches some word (then no heading matches).
   */
  masksFor(words: readonly string[]): Uint32Array | null {
    const masks = new Uint32Array(this.lexemes.length);
    let seen = 0;
    this.lexemes.forEach((lexeme, term) => {
      let mask = 0;
      words.forEach((word, i) => {
        if (lexeme.startsWith(word)) mask |= 1 << i;
      });
      masks[term] = mask;
      seen = (seen | mask) >>> 0;
    });
    return seen === fullMask(words.length) ? masks : null;
  }
}

const fullMask = (words: number) => (words === 32 ? -1 >>> 0 : (1 << words) - 1) >>> 0;

/** PostgreSQL's MAXENTRYPOS: positions above it are stored as it minus one. */
const MAX_ENTRY_POS = 1 << 14;
const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a single-quoted lexeme of tsvector/tsquery output at `start` (a quote): its text and the index after it. */
function quoted(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  for (;;) {
    const char = text[i];
    if (char === undefined) throw new Error('unterminated lexeme');
    if (char === '\\') {
      value += text[i + 1] ?? '';
      i += 2;
    } else if (char === "'") {
      if (text[i + 1] !== "'") return [value, i + 1];
      value += "'";
      i += 2;
    } else {
      value += char;
      i += 1;
    }
  }
}

/** A tsvector's text output (`'backend':2A 'vyvojar':1A,5B`) as heading entries, terms numbered by `terms`. */
function parseTsvector(text: string, terms: HeadingTerms): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    out.push(terms.idOf(lexeme), 0);
    const countAt = out.length - 1;
    if (text[i] === ':') {
      i += 1;
      const end = text.indexOf(' ', i);
      for (const position of text.slice(i, end < 0 ? text.length : end).split(',')) {
        const weight = WEIGHT_OF[position.at(-1)!];
        const pos = Number.parseInt(position, 10);
        out.push(((weight ?? 0) << 14) | pos);
        out[countAt]! += 1;
      }
      i = end < 0 ? text.length : end;
    }
  }
  return out;
}

/**
 * Every job's heading lexemes, in the tsvector's order, each entry `term, count, ...positions` (a
 * position `weight << 14 | pos`, as PostgreSQL packs it), as slices of one Int32Array (no object per job: 100,000 of them would
 * cost more than their contents); a replaced slice's space is reclaimed when the pool fills.
 */
export class Headings {
  private terms = new HeadingTerms();
  private pool = new Int32Array(0);
  private used = 0;
  private starts = new Int32Array(0);
  private lengths = new Int32Array(0);
  /**
   * Per term, the documents that held it when set: a narrow word visits only its terms' documents.
   * A document set again is added again and a cleared one stays (each match is checked against its
   * entries); rebuilt from the entries when twice what they hold.
   */
  private postings: number[][] = [];
  private postingCount = 0;
  private entryCount = 0;

  /** Sets document `doc`'s heading from its tsvector text. */
  set(doc: number, tsvector: string): void {
    const entries = parseTsvector(tsvector, this.terms);
    if (doc >= this.starts.length) {
      const size = Math.max(1024, doc * 2);
      const starts = new Int32Array(size);
      const lengths = new Int32Array(size);
      starts.set(this.starts);
      lengths.set(this.lengths);
      this.starts = starts;
      this.lengths = lengths;
    }
    this.clear(doc);
    if (this.used + entries.length > this.pool.length) this.compact(entries.length);
    this.pool.set(entries, this.used);
    this.starts[doc] = this.used;
    this.lengths[doc] = entries.length;
    this.used += entries.length;
    this.post(doc);
    if (this.postingCount > 2 * this.entryCount + 4096) this.repost();
  }

  clear(doc: number): void {
    if (doc >= this.lengths.length) return;
    const { pool } = this;
    for (let at = this.starts[doc]!, end = at + this.lengths[doc]!; at < end; at += 2 + pool[at + 1]!) this.entryCount -= 1;
    this.lengths[doc] = 0;
  }

  private post(doc: number): void {
    const { pool } = this;
    for (let at = this.starts[doc]!, end = at + this.lengths[doc]!; at < end; at += 2 + pool[at + 1]!) {
      (this.postings[pool[at]!] ??= []).push(doc);
      this.postingCount += 1;
      this.entryCount += 1;
    }
  }

  private repost(): void {
    // The terms are numbered anew from the live entries too: those of edited or removed jobs go.
    const lexemes = this.terms.lexemes;
    this.terms = new HeadingTerms();
    const { pool } = this;
    for (let doc = 0; doc < this.lengths.length; doc += 1) {
      for (let at = this.starts[doc]!, end = at + this.lengths[doc]!; at < end; at += 2 + pool[at + 1]!)
        pool[at] = this.terms.idOf(lexemes[pool[at]!]!);
    }
    this.postings = [];
    this.postingCount = 0;
    this.entryCount = 0;
    for (let doc = 0; doc < this.lengths.length; doc += 1) this.post(doc);
  }

  /**
   * Calls `found` with every document of `among` (a bitset; of `only` too, when given: the jobs
   * changed since a text was searched) whose heading holds each of `words` (sorted and unique:
   * prefixWords), once, with its ts_rank: it visits `only`, the documents of the word with the
   * fewest postings, or every document, whichever is fewest.
   */
  forEachMatch(words: readonly string[], among: Uint32Array, found: (doc: number, rank: number) => void, only?: Set<number>): void {
    const masks = this.terms.masksFor(words);
    // Some word starts no heading's term: no heading matches.
    if (!masks) return;
    const count = words.length;
    const full = fullMask(count);
    const { pool, starts, lengths } = this;
    const limit = Math.min(among.length * 32, starts.length);
    const visit = (doc: number) => {
      const start = starts[doc]!;
      const end = start + lengths[doc]!;
      let seen = 0;
      for (let i = start; i < end && seen !== full; i += 2 + pool[i + 1]!) seen = (seen | masks[pool[i]!]!) >>> 0;
      if (seen === full) found(doc, headingRank(pool, start, end, masks, count));
    };
    const inAmong = (doc: number) => doc < limit && (among[doc >>> 5]! & (1 << (doc & 31))) !== 0;
    if (only) {
      for (const doc of only) if (inAmong(doc)) visit(doc);
      return;
    }
    const postings = new Float64Array(count);
    masks.forEach((mask, term) => {
      for (let word = 0; mask !== 0 && word < count; word += 1) if (mask & (1 << word)) postings[word]! += this.postings[term]?.length ?? 0;
    });
    const narrowest = postings.indexOf(Math.min(...postings));
    if (postings[narrowest]! * 2 > limit) {
      for (let doc = 0; doc < limit; doc += 1) if (inAmong(doc)) visit(doc);
      return;
    }
    // A document once: it can be posted under several of the word's terms, or again after an edit.
    const done = new Uint32Array(among.length);
    const bit = 1 << narrowest;
    masks.forEach((mask, term) => {
      if ((mask & bit) === 0) return;
      for (const doc of this.postings[term] ?? []) {
        if (doc >= limit) continue;
        const word = doc >>> 5;
        const flag = 1 << (doc & 31);
        if ((among[word]! & flag) === 0 || (done[word]! & flag) !== 0) continue;
        done[word]! |= flag;
        visit(doc);
      }
    });
  }

  /** Bytes held: the pool, the slice bounds and the postings (a small integer in a JS array: 8 bytes). */
  get bytes(): number {
    return this.pool.byteLength + this.starts.byteLength + this.lengths.byteLength + this.postingCount * 8;
  }

  /** Moves the live slices to a new pool with room for `more`. */
  private compact(more: number): void {
    let live = more;
    for (let doc = 0; doc < this.lengths.length; doc += 1) live += this.lengths[doc]!;
    const pool = new Int32Array(Math.max(4096, live * 2));
    let used = 0;
    for (let doc = 0; doc < this.lengths.length; doc += 1) {
      const length = this.lengths[doc]!;
      if (length === 0) continue;
      pool.set(this.pool.subarray(this.starts[doc]!, this.starts[doc]! + length), used);
      this.starts[doc] = used;
      used += length;
    }
    this.pool = pool;
    this.used = used;
  }
}

/**
 * The words of a tsquery's text output when it is a plain AND of prefix words (`'vyvojar':* &
 * 'backend':*`), sorted and unique as ts_rank takes them (byte order, then length); otherwise null
 * (phrases from hyphenated words, an empty query: left to PostgreSQL).
 */
export function prefixWords(tsquery: string): string[] | null {
  const words: string[] = [];
  let i = 0;
  for (;;) {
    if (tsquery[i] !== "'") return null;
    const [word, next] = quoted(tsquery, i);
    if (tsquery.slice(next, next + 2) !== ':*' || word === '') return null;
    words.push(word);
    i = next + 2;
    if (i === tsquery.length) break;
    if (tsquery.slice(i, i + 3) !== ' & ') return null;
    i += 3;
  }
  const unique = [...new Set(words)].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return unique.length <= 32 ? unique : null;
}

const f = Math.fround;
/** ts_rank's default weights of D, C, B, A (float4). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const weightOf = (position: number) => WEIGHTS[position >>> 14]!;
const posOf = (position: number) => position & (MAX_ENTRY_POS - 1);
/** A lexeme without positions, as ts_rank's two functions stand it in (weight D). */
const NO_POSITION_OR = 0;
const NO_POSITION_AND = MAX_ENTRY_POS - 1;

function wordDistance(distance: number): number {
  if (distance > 100) return f(1e-30);
  return f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

// The entries are read in place (an entry at `at`: its term, its count, its positions), without an
// object per match: a broad word ranks 17,000 headings at 100,000 jobs.

/** The `j`th position of the entry at `at`, or the stand-in when it has none. */
const positionOf = (pool: Int32Array, at: number, j: number, none: number) => (pool[at + 1] === 0 ? none : pool[at + 2 + j]!);
const positionCount = (pool: Int32Array, at: number) => Math.max(1, pool[at + 1]!);

function rankOr(pool: Int32Array, start: number, end: number, masks: Uint32Array, words: number): number {
  let res = f(0);
  for (let word = 0; word < words; word += 1) {
    const bit = 1 << word;
    for (let at = start; at < end; at += 2 + pool[at + 1]!) {
      if ((masks[pool[at]!]! & bit) === 0) continue;
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let j = 0, count = positionCount(pool, at); j < count; j += 1) {
        const weight = weightOf(positionOf(pool, at, j, NO_POSITION_OR));
        resj = f(resj + f(weight / ((j + 1) * (j + 1))));
        if (weight > wjm) {
          wjm = weight;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return f(res / words);
}

/** Per query word, the entry of it last met (-1: none yet), for rankAnd. */
const lastEntry = new Int32Array(32);

function rankAnd(pool: Int32Array, start: number, end: number, masks: Uint32Array, words: number): number {
  let res = f(-1);
  lastEntry.fill(-1, 0, words);
  for (let word = 0; word < words; word += 1) {
    const bit = 1 << word;
    for (let at = start; at < end; at += 2 + pool[at + 1]!) {
      if ((masks[pool[at]!]! & bit) === 0) continue;
      // Each entry of a prefix word replaces the previous one's positions, as tsrank.c does.
      lastEntry[word] = at;
      const bare = pool[at + 1] === 0;
      for (let k = 0; k < word; k += 1) {
        const other = lastEntry[k]!;
        if (other < 0) continue;
        const otherBare = pool[other + 1] === 0;
        for (let l = 0, count = positionCount(pool, at); l < count; l += 1) {
          const position = positionOf(pool, at, l, NO_POSITION_AND);
          for (let p = 0, otherCount = positionCount(pool, other); p < otherCount; p += 1) {
            const otherPosition = positionOf(pool, other, p, NO_POSITION_AND);
            let distance = Math.abs(posOf(position) - posOf(otherPosition));
            if (distance === 0 && !bare && !otherBare) continue;
            if (distance === 0) distance = MAX_ENTRY_POS;
            const curw = f(Math.sqrt(f(f(weightOf(position) * weightOf(otherPosition)) * wordDistance(distance))));
            res = res < 0 ? curw : f(1 - (1 - res) * (1 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(document, query) of a heading (`start` to `end` of `pool`) that matches every word:
 * `words` sorted and unique (prefixWords), `masks` their terms (HeadingTerms.masksFor).
 */
function headingRank(pool: Int32Array, start: number, end: number, masks: Uint32Array, words: number): number {
  if (end === start || words === 0) return 0;
  const res = words >= 2 ? rankAnd(pool, start, end, masks, words) : rankOr(pool, start, end, masks, words);
  return res < 0 ? f(1e-20) : res;
}
