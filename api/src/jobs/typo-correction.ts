// Server-only: corrects the words of a search text that match nothing to the nearest words the
// published jobs hold (`search_words`, migration 0015). Candidates come from the trigram index
// (nearest first); the one within the fewest edits wins, counting a swap of two neighbouring
// letters as one edit ("pyhton" is one edit from "python", but only 3 of its 7 trigrams agree).
import type { Queryable } from '../db/db';

/** Words shorter than this are left alone: one edit turns them into too many other words. */
const MIN_LENGTH = 4;
/** How many nearest words by trigram distance are weighed per search word. */
const CANDIDATES = 20;

/** Edits allowed for a word of `length` letters: one up to five letters, then two. */
const allowedEdits = (length: number) => (length <= 5 ? 1 : 2);

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The closest of `candidates` to `word`, or undefined when none is within the allowed edits. Words
 * match by prefix, so a candidate also counts by its start (`pyht` is one edit from `pyth`, the
 * start of `python`), and then that start is the correction.
 */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  let best: { word: string; edits: number } | undefined;
  for (const candidate of candidates) {
    for (const option of new Set([candidate, candidate.slice(0, word.length)])) {
      const edits = editDistance(word, option);
      if (edits <= allowedEdits(word.length) && (best === undefined || edits < best.edits)) best = { word: option, edits };
    }
  }
  return best?.word;
}

/**
 * The folded search text with each word that no job word starts with replaced by its closest job
 * word, or undefined when no word could be corrected.
 */
export async function correctSearchText(db: Queryable, text: string): Promise<string | undefined> {
  const { rows } = await db.query<{ word: string; known: boolean; candidates: string[] }>(
    `select q.word,
       exists (select 1 from search_words w where w.word >= q.word and w.word < q.word || chr(1114111)) as known,
       array(select w.word from search_words w order by w.word <-> q.word limit ${CANDIDATES}) as candidates
     from unnest(to_tsvector('simple', raketa_fold($1::text))) q(word)`,
    [text],
  );
  let changed = false;
  const words = rows.map(({ word, known, candidates }) => {
    if (known || word.length < MIN_LENGTH) return word;
    const closest = closestWord(word, candidates);
    if (closest === undefined) return word;
    changed = true;
    return closest;
  });
  return changed ? words.join(' ') : undefined;
}
