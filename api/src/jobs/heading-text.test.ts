// The heading part of a search text in memory must be PostgreSQL's own: the same jobs, and ts_rank's
// float4 to the bit (the relevance order compares them). Checked against the database on random
// documents and queries, and on the default seed's job_search.
import type { Db, DbDriver } from '../db/db';
import { createTestDb, testDrivers } from '../testing/test-db';
import { Headings, prefixWords } from './heading-text';
import { prefixQuerySql } from './job-search';

/** A reproducible pseudo-random sequence (mulberry32). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEXEMES = ['vyvojar', 'vyvojarka', 'vyvoj', 'backend', 'back', 'frontend', 'react', 'reakce', "o'neil", 'c\\d', 'příliš', 'a'];
const PREFIXES = ['vyv', 'vyvojar', 'back', 'b', 'front', 're', 'react', "o'", 'c\\', 'při', 'a', 'zzz'];

/** A lexeme quoted for tsvector and tsquery input. */
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** In memory: whether `document` matches every word of `query`, and its rank. */
function inMemory(document: string, query: string) {
  const headings = new Headings();
  headings.set(0, document);
  let rank: number | null = null;
  headings.forEachMatch(prefixWords(query)!, Uint32Array.of(1), (_doc, found) => (rank = found));
  return { matches: rank !== null, rank };
}

describe('the headings kept in memory', () => {
  const all = (docs: number) => new Uint32Array(Math.ceil(docs / 32)).fill(0xffffffff);
  const matching = (headings: Headings, word: string, among = all(100)) => {
    const found: number[] = [];
    headings.forEachMatch([word], among, (doc) => found.push(doc));
    return found.sort((a, b) => a - b);
  };

  it('finds each document once after edits and removals, by its postings or by visiting all', () => {
    const headings = new Headings();
    for (let doc = 0; doc < 100; doc += 1) headings.set(doc, doc % 10 === 0 ? "'kvant':1A" : "'fyzik':1A");
    headings.set(10, "'fyzik':1A");
    headings.set(20, "'kvant':1A 'kvantar':2A");
    headings.clear(30);
    // A narrow word: its postings (stale and repeated ones among them).
    expect(matching(headings, 'kvant')).toEqual([0, 20, 40, 50, 60, 70, 80, 90]);
    // A broad one: every document visited.
    expect(matching(headings, 'fyz')).toHaveLength(91);
    expect(matching(headings, 'kvant', Uint32Array.of(0, 0, 1 << 16))).toEqual([80]);
    // Postings rebuilt once stale ones pile up.
    for (let edit = 0; edit < 5000; edit += 1) headings.set(40, edit % 2 ? "'kvant':1A" : "'fyzik':1A");
    expect(matching(headings, 'kvant')).toEqual([0, 20, 40, 50, 60, 70, 80, 90]);
  });

  it('takes a query of up to 32 words, and leaves a longer one to PostgreSQL', () => {
    const words = Array.from({ length: 33 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    const headings = new Headings();
    headings.set(0, words.map((word, i) => `'${word}':${i + 1}`).join(' '));
    const query = (count: number) =>
      words
        .slice(0, count)
        .map((word) => `'${word}':*`)
        .join(' & ');
    expect(prefixWords(query(33))).toBeNull();
    let found = 0;
    headings.forEachMatch(prefixWords(query(32))!, Uint32Array.of(1), () => (found += 1));
    expect(found).toBe(1);
  });
});

describe.each(testDrivers)('the heading part of a search text on %s', (driver: DbDriver) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(driver, { seeded: true });
  });
  afterAll(() => db.close());

  it('matches and ranks random documents and prefix queries exactly as ts_rank does', async () => {
    const next = random(26);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const cases = Array.from({ length: 2000 }, () => {
      const parts = Array.from({ length: 1 + Math.floor(next() * 5) }, () => {
        const lexeme = pick(LEXEMES);
        // Some lexemes without positions (a tsvector without them, as `strip` makes).
        if (next() < 0.1) return lexeme;
        const positions = Array.from({ length: 1 + Math.floor(next() * 4) }, () => `${1 + Math.floor(next() * 40)}${pick(['A', 'B', 'C', ''])}`);
        return `${lexeme}:${positions.join(',')}`;
      });
      const words = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PREFIXES));
      return { vector: parts.map((part) => part.replace(/^([^:]+)/, (lexeme) => quote(lexeme))).join(' '), words };
    });
    // Two words at every distance up to past ts_rank's cut-off of 100 (its word_distance is an exp of the distance).
    for (let distance = 0; distance <= 110; distance += 1) cases.push({ vector: `'aa':1A 'bb':${1 + distance}C`, words: ['aa', 'bb'] });
    const { rows } = await db.query<{ document: string; query: string; matches: boolean; rank: number }>(
      `select d::text as document, q::text as query, d @@ q as matches, ts_rank(d, q) as rank
       from unnest($1::text[], $2::text[]) as c(vector, words),
         lateral (select c.vector::tsvector as d, to_tsquery('simple', c.words) as q) x`,
      [cases.map((c) => c.vector), cases.map((c) => c.words.map((word) => `${quote(word)}:*`).join(' & '))],
    );
    const mine = rows.map((row) => inMemory(row.document, row.query));
    expect(mine.map((row) => row.matches)).toEqual(rows.map((row) => row.matches));
    expect(rows.filter((row) => row.matches).length).toBeGreaterThan(250);
    expect(mine.filter((row) => row.matches).map((row) => row.rank)).toEqual(
      rows.filter((row) => row.matches).map((row) => Math.fround(Number(row.rank))),
    );
  });

  it('finds and ranks the seed’s job headings as PostgreSQL does, text by text', async () => {
    const { rows: jobs } = await db.query<{ job_id: number; document: string }>('select job_id, document::text as document from job_search');
    const headings = new Headings();
    jobs.forEach((job, doc) => headings.set(doc, job.document));
    for (const text of ['vývojář', 'Frontend vývojář', 'react typescript', 'data', 'p', 'designér UX', 'nic takového']) {
      const query = prefixQuerySql('raketa_fold($1::text)');
      const { rows } = await db.query<{ job_id: number; rank: number; query: string }>(
        `select s.job_id, ts_rank(s.document, q.q) as rank, q.q::text as query from job_search s, (select ${query} as q) q where s.document @@ q.q order by s.job_id`,
        [text],
      );
      const { rows: parsed } = await db.query<{ query: string }>(`select ${query}::text as query`, [text]);
      const words = prefixWords(parsed[0]!.query)!;
      const found: { job_id: number; rank: number }[] = [];
      const all = new Uint32Array(Math.ceil(jobs.length / 32)).fill(0xffffffff);
      headings.forEachMatch(words, all, (doc, rank) => found.push({ job_id: jobs[doc]!.job_id, rank }));
      expect({ text, found: found.sort((a, b) => a.job_id - b.job_id) }).toEqual({
        text,
        found: rows.map((row) => ({ job_id: row.job_id, rank: Math.fround(Number(row.rank)) })),
      });
    }
  });

  it('leaves to PostgreSQL what is not a plain AND of prefix words', async () => {
    const query = prefixQuerySql('raketa_fold($1::text)');
    const parse = async (text: string) => prefixWords((await db.query<{ query: string }>(`select ${query}::text as query`, [text])).rows[0]!.query);
    expect(await parse('Vývojář  BACKEND vývojář')).toEqual(['backend', 'vyvojar']);
    // A hyphenated word is a phrase of its parts in PostgreSQL's query.
    expect(await parse('full-stack')).toBeNull();
    expect(await parse('!!!')).toBeNull();
  });
});
