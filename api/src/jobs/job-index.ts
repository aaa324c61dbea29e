// Server-only: the per-process job index (api/JOBS.md, "Facets"; issue 26). Every open-job list
// request filters, counts facets and orders in memory, as a search engine does, instead of making
// PostgreSQL count and rank thousands of rows per click:
// - each row of `job_search` is a dense document number with its valid_until, publication time,
//   salary, company, TOP, language and facet values, and one bitset per list filter code
//   (Uint32Array words), so a filter is an OR of its codes' bitsets ANDed with the others, and the
//   facets are counted over the jobs of those masks;
// - a search text is read by PostgreSQL (its parser and folding make the query); the jobs' headings
//   (title, company, technologies) are matched and ranked in memory as ts_rank would
//   (heading-text.ts), the description rule and the trigram typos stay SQL; what a text matches is
//   kept per index version in an LRU as a bitset with ranks, and a change of jobs re-checks only the
//   changed jobs against it;
// - the index follows `job_search_changes` (migration 0031), which the table's triggers write in the
//   changing transaction: before each answer one query reads what any replica changed since.
// The page's rows (job cards) are read from the database by id and kept until a change names their job.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { JobSummary } from '@raketa/shared/jobs';
import type { Queryable } from '../db/db';
import { Headings, prefixWords } from './heading-text';
import {
  FACET_COLUMN,
  LIST_FILTERS,
  LIST_FILTER_NAMES,
  SqlParams,
  expandFields,
  facetValuesOf,
  matchingJobsSql,
  prefixQuerySql,
  textSearchSql,
  type JobFilters,
  type ListFilter,
} from './job-search';

type Bits = Uint32Array;

/** Ones in a 32-bit word. */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

const has = (bits: Bits, doc: number) => (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
const set = (bits: Bits, doc: number) => {
  bits[doc >>> 5]! |= 1 << (doc & 31);
};
const clear = (bits: Bits, doc: number) => {
  bits[doc >>> 5]! &= ~(1 << (doc & 31));
};

function countBits(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i += 1) if (bits[i] !== 0) total += popcount(bits[i]!);
  return total;
}

/** `into &= other`, a shorter `other` counting as zeros past its end. */
function andInto(into: Bits, other: Bits): void {
  const shared = Math.min(into.length, other.length);
  for (let i = 0; i < shared; i += 1) into[i]! &= other[i]!;
  into.fill(0, shared);
}

/** Calls `visit` with every document of `bits`, in document order. */
function forEachDoc(bits: Bits, visit: (doc: number) => void): void {
  for (let i = 0; i < bits.length; i += 1) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      visit((i << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** A row of job_search as the index reads it (times in microseconds since 1970, as PostgreSQL keeps them). */
interface IndexRow {
  job_id: number;
  company_id: number;
  is_top: boolean;
  published_us: number;
  valid_until_us: number | null;
  salary_monthly_czk: number | null;
  language: string;
  work_mode: string;
  seniority: string;
  fields: string[];
  locations: string[];
  job_types: string[];
  technologies: string[];
  /** The heading's tsvector as text. */
  document: string;
}

const INDEX_COLUMNS = `job_id, company_id, document::text as document, is_top, (extract(epoch from published_at) * 1000000)::float8 as published_us,
  (extract(epoch from valid_until) * 1000000)::float8 as valid_until_us, salary_monthly_czk, language,
  ${[...new Set(Object.values(FACET_COLUMN))].filter((column) => column !== 'language').join(', ')}`;

/** What a search text matches: documents, each with its rank (float4, as PostgreSQL compares them). */
export interface TextMatch {
  /** The index version it holds for. */
  version: number;
  /** Never changed once built: the scratch ranks (rankByDoc) are read only for its documents. */
  bits: Bits;
  /** The matched documents in document order, and their ranks (typed arrays: a broad word's 17,000 matches in a Map were most of a new text's garbage). */
  docs: Int32Array;
  ranks: Float32Array;
  /** Matched documents by rank, then newest (built when a relevance page asks). */
  order?: Int32Array;
  /** The text's words as the database reads them, when a plain AND of prefix words (else null, as in the typo fallback). */
  words: string[] | null;
}

/** The filters of one request, resolved against the index. */
export interface IndexQuery {
  filters: JobFilters;
  now: Date;
  /** What the search text matches (undefined: no text). */
  text?: TextMatch;
  /** The company filter's id (null: no such company, nothing matches). */
  companyId?: number | null;
}

/** The masks of one request: `mask` is what the list shows; `withoutOwn[f]` every filter but f's. */
export interface Evaluated {
  mask: Bits;
  total: number;
  withoutOwn: Partial<Record<ListFilter, Bits>>;
}

/** How many change batches the index remembers, to re-check cached texts and orders incrementally. */
const JOURNAL_BATCHES = 256;
/** More changed jobs than this since an order or text was built, and it is rebuilt whole. */
const INCREMENTAL_LIMIT = 5000;
/** A process that has not read the change log for this long reloads (the log keeps a day, cleanup.ts). */
const STALE_AFTER_MS = 60 * 60 * 1000;
/** The LRU of text matches, bytes (a bitset is 12.5 kB at 100,000 jobs). */
const TEXT_CACHE_BYTES = 32 * 1024 * 1024;
/** Job cards (a list page's rows, about 1 kB each) kept between requests. */
const CARDS_KEPT = 10_000;
const EPOCH = new Date(0);

export class JobIndex {
  private docs = 0;
  private words = 0;
  private capacity = 0;
  private readonly docOf = new Map<number, number>();
  private jobIds = new Int32Array(0);
  private companies = new Int32Array(0);
  private published = new Float64Array(0);
  private validUntil = new Float64Array(0);
  private salaries = new Float64Array(0);
  private alive: Bits = new Uint32Array(0);
  private top: Bits = new Uint32Array(0);
  private english: Bits = new Uint32Array(0);
  /** Per filter and code: the jobs whose column holds the code. */
  private readonly codeBits = new Map<ListFilter, Map<string, Bits>>();
  /**
   * Each job's facet values (numbered across all facets, `valueCodes`), a slice of `valuePool`: the
   * facets count by visiting the jobs of their mask. A specialisation also counts for its top-level field.
   */
  private valuePool = new Uint16Array(0);
  private poolUsed = 0;
  private valueStart = new Int32Array(0);
  private valueCount = new Uint8Array(0);
  /** Facet value numbers: per facet, its codes' numbers; per number, the facet's position in LIST_FILTER_NAMES. */
  private readonly valueIds = new Map<ListFilter, Map<string, number>>();
  private readonly valueFacet: Uint8Array;
  private readonly valueCodes: string[] = [];
  /** Per code of the fields facet: the jobs it counts (a specialisation also counts for its top-level field). */
  private readonly fieldFacetBits = new Map<string, Bits>();
  /** Each job's heading lexemes with their positions, and the terms they are numbered by. */
  private headings = new Headings();
  /**
   * One rank per document, shared by the synchronous parts that build a text's match or order (no
   * await while it is in use): a new array each time was 800 kB per new text at 100,000 jobs, and
   * the collector's most frequent work. Only the documents a caller writes are read back.
   */
  private scratch = new Float32Array(0);

  /** Bumped by every applied change; text matches and orders hold for one version. */
  version = 0;
  /** Bumped by every load, which numbers the documents anew. */
  private loads = 0;
  private loaded = false;
  private lastRead = 0;
  /** Transactions below this id were finished at the last read of the change log. */
  private watermark = '0';
  /** The snapshot of the last read when it saw no transaction running. */
  private idleSnapshot: string | undefined;
  /** Change rows at or above the watermark already applied (seq to xid). */
  private applied = new Map<string, bigint>();
  private journal: { version: number; docs: number[] }[] = [];
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  private openCache: { version: number; from: number; until: number; bits: Bits } | undefined;
  private readonly orders = new Map<'newest' | 'salary', { version: number; docs: Int32Array }>();
  private readonly texts = new LRUCache<string, TextMatch>({
    maxSize: TEXT_CACHE_BYTES,
    sizeCalculation: (match) => match.bits.byteLength + match.docs.byteLength + match.ranks.byteLength + (match.order?.byteLength ?? 0) + 64,
  });
  private readonly textsLoading = new Map<string, Promise<TextMatch>>();
  private readonly memo = new LRUCache<string, { version: number; value: unknown }>({ max: 2000 });
  private topOrder: { rotation: string; version: number; docs: Int32Array } | undefined;
  /**
   * The cards of listed jobs as a page shows them, read once and dropped when the change log names
   * their job (a job's edit, its company's rename, logo or address: migration 0032) or on a reload:
   * most pages then need no read of their rows at all.
   */
  private readonly cards = new LRUCache<number, JobSummary>({ max: CARDS_KEPT });

  constructor(private readonly db: Queryable) {
    for (const filter of LIST_FILTER_NAMES) {
      this.codeBits.set(filter, new Map(LIST_FILTERS[filter].map((code) => [code, new Uint32Array(0)])));
    }
    const facets: number[] = [];
    LIST_FILTER_NAMES.forEach((filter, position) => {
      const ids = new Map<string, number>();
      for (const code of LIST_FILTERS[filter]) {
        ids.set(code, this.valueCodes.length);
        this.valueCodes.push(code);
        facets.push(position);
      }
      this.valueIds.set(filter, ids);
    });
    this.valueFacet = Uint8Array.from(facets);
    for (const code of LIST_FILTERS.fields) this.fieldFacetBits.set(code, new Uint32Array(0));
  }

  /**
   * Brings the index up to date with every change committed before the call (any replica's): the
   * first call loads job_search, later ones read the change log. Concurrent callers share a read,
   * but never one that started before they called.
   */
  current(): Promise<void> {
    if (!this.running) {
      this.running = this.read().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    if (!this.queued) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          return this.current();
        });
    }
    return this.queued;
  }

  private async read(): Promise<void> {
    if (!this.loaded || Date.now() - this.lastRead > STALE_AFTER_MS) return this.load();
    const startedAt = Date.now();
    // When the last read saw no transaction running (xmin = xmax, "5:5:") and the snapshot is still
    // the same, no transaction has committed since (any commit moves xmax): nothing to read.
    if (this.idleSnapshot !== undefined) {
      const { rows: now } = await this.db.query<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
      if (now[0]?.snapshot === this.idleSnapshot) {
        this.lastRead = startedAt;
        return;
      }
    }
    const { rows } = await this.db.query<{ snapshot: string; xmin: string; seq: string | null; job_id: number | null; xid: string | null }>(
      `select x.snapshot::text as snapshot, pg_snapshot_xmin(x.snapshot)::text as xmin, c.seq::text as seq, c.job_id, c.xid::text as xid
       from (select pg_current_snapshot() as snapshot) x
       left join job_search_changes c on c.xid >= $1::xid8
       order by c.seq`,
      [this.watermark],
    );
    const snapshot = rows[0]?.snapshot;
    this.idleSnapshot = undefined;
    const changed = new Set<number>();
    const seen = new Map<string, bigint>();
    let reload = false;
    for (const row of rows) {
      if (row.seq === null || this.applied.has(row.seq)) continue;
      seen.set(row.seq, BigInt(row.xid!));
      if (row.job_id === null) reload = true;
      else changed.add(row.job_id);
    }
    if (reload) return this.load();
    if (changed.size > 0) await this.refresh([...changed]);
    // Only now are they applied (a failed refresh leaves them to the next read).
    for (const [seq, xid] of seen) this.applied.set(seq, xid);
    const xmin = rows[0]?.xmin ?? this.watermark;
    const floor = BigInt(xmin);
    for (const [seq, xid] of this.applied) if (xid < floor) this.applied.delete(seq);
    this.watermark = xmin;
    this.lastRead = startedAt;
    // Set once what it saw is applied.
    if (snapshot !== undefined && /^(\d+):\1:$/.test(snapshot)) this.idleSnapshot = snapshot;
  }

  private async load(): Promise<void> {
    const startedAt = Date.now();
    const { rows: marks } = await this.db.query<{ xmin: string }>(`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
    const { rows } = await this.db.query<IndexRow>(`select ${INDEX_COLUMNS} from job_search`);
    this.loads += 1;
    this.docOf.clear();
    this.headings = new Headings();
    this.docs = 0;
    this.capacity = 0;
    this.words = 0;
    this.poolUsed = 0;
    this.grow(Math.max(1024, Math.ceil(rows.length * 1.25)));
    for (const row of rows) this.put(row);
    this.watermark = marks[0]!.xmin;
    this.idleSnapshot = undefined;
    this.applied.clear();
    this.journal = [];
    this.version += 1;
    this.texts.clear();
    this.orders.clear();
    this.cards.clear();
    this.loaded = true;
    this.lastRead = startedAt;
  }

  /** Reads the current rows of `jobIds` (absent: no longer listed) into the index. */
  private async refresh(jobIds: number[]): Promise<void> {
    const { rows } = await this.db.query<IndexRow>(`select ${INDEX_COLUMNS} from job_search where job_id = any($1::int[])`, [jobIds]);
    for (const jobId of jobIds) this.cards.delete(jobId);
    const found = new Map(rows.map((row) => [row.job_id, row]));
    const docs: number[] = [];
    for (const jobId of jobIds) {
      const row = found.get(jobId);
      if (row) docs.push(this.put(row));
      else {
        const doc = this.docOf.get(jobId);
        if (doc === undefined) continue;
        this.wipe(doc);
        docs.push(doc);
      }
    }
    this.version += 1;
    this.journal.push({ version: this.version, docs });
    if (this.journal.length > JOURNAL_BATCHES) this.journal.shift();
  }

  /** Every bitset of the index (they grow together). */
  private *allBits(): Generator<[Bits, (bits: Bits) => void]> {
    yield [this.alive, (bits) => (this.alive = bits)];
    yield [this.top, (bits) => (this.top = bits)];
    yield [this.english, (bits) => (this.english = bits)];
    for (const codes of this.codeBits.values()) for (const [code, bits] of codes) yield [bits, (grown) => codes.set(code, grown)];
    for (const [code, bits] of this.fieldFacetBits) yield [bits, (grown) => this.fieldFacetBits.set(code, grown)];
  }

  private grow(capacity: number): void {
    const words = Math.ceil(capacity / 32);
    const copy = <T extends Int32Array | Float64Array>(old: T, make: (length: number) => T): T => {
      const grown = make(words * 32);
      grown.set(old.subarray(0, Math.min(old.length, this.docs)));
      return grown;
    };
    this.jobIds = copy(this.jobIds, (n) => new Int32Array(n));
    this.companies = copy(this.companies, (n) => new Int32Array(n));
    this.published = copy(this.published, (n) => new Float64Array(n));
    this.validUntil = copy(this.validUntil, (n) => new Float64Array(n));
    this.salaries = copy(this.salaries, (n) => new Float64Array(n));
    this.valueStart = copy(this.valueStart, (n) => new Int32Array(n));
    const counts = new Uint8Array(words * 32);
    counts.set(this.valueCount.subarray(0, Math.min(this.valueCount.length, this.docs)));
    this.valueCount = counts;
    for (const [bits, replace] of [...this.allBits()]) {
      const grown = new Uint32Array(words);
      if (this.docs > 0) grown.set(bits.subarray(0, Math.min(bits.length, words)));
      replace(grown);
    }
    this.capacity = words * 32;
    this.words = words;
    // Text matches are as long as the index was; the open set too.
    this.texts.clear();
    this.openCache = undefined;
  }

  private wipe(doc: number): void {
    for (const [bits] of this.allBits()) clear(bits, doc);
    this.valueCount[doc] = 0;
    this.headings.clear(doc);
  }

  /** Stores `doc`'s facet values, compacting the pool (live slices only) when it is full. */
  private putValues(doc: number, values: number[]): void {
    if (this.poolUsed + values.length > this.valuePool.length) {
      let live = values.length;
      for (let d = 0; d < this.docs; d += 1) if (d !== doc) live += this.valueCount[d]!;
      const pool = new Uint16Array(Math.max(4096, live * 2));
      let used = 0;
      for (let d = 0; d < this.docs; d += 1) {
        const count = d === doc ? 0 : this.valueCount[d]!;
        pool.set(this.valuePool.subarray(this.valueStart[d]!, this.valueStart[d]! + count), used);
        this.valueStart[d] = used;
        this.valueCount[d] = count;
        used += count;
      }
      this.valuePool = pool;
      this.poolUsed = used;
    }
    this.valuePool.set(values, this.poolUsed);
    this.valueStart[doc] = this.poolUsed;
    this.valueCount[doc] = values.length;
    this.poolUsed += values.length;
  }

  private put(row: IndexRow): number {
    let doc = this.docOf.get(row.job_id);
    if (doc === undefined) {
      if (this.docs >= this.capacity) this.grow(this.capacity * 2);
      doc = this.docs;
      this.docs += 1;
      this.docOf.set(row.job_id, doc);
    } else this.wipe(doc);
    this.jobIds[doc] = row.job_id;
    this.companies[doc] = row.company_id;
    this.published[doc] = row.published_us;
    this.validUntil[doc] = row.valid_until_us ?? Infinity;
    this.salaries[doc] = row.salary_monthly_czk ?? NaN;
    set(this.alive, doc);
    if (row.is_top) set(this.top, doc);
    if (row.language === 'en') set(this.english, doc);
    this.headings.set(doc, row.document);
    const values: Record<ListFilter, string | string[]> = {
      fields: row.fields,
      locations: row.locations,
      workModes: row.work_mode,
      seniorities: row.seniority,
      jobTypes: row.job_types,
      technologies: row.technologies,
      languages: row.language,
    };
    const facetValues: number[] = [];
    for (const filter of LIST_FILTER_NAMES) {
      const codes = this.codeBits.get(filter)!;
      const value = values[filter];
      for (const code of typeof value === 'string' ? [value] : value) {
        const bits = codes.get(code);
        if (bits) set(bits, doc);
      }
      const ids = this.valueIds.get(filter)!;
      for (const code of facetValuesOf(filter, value)) {
        const id = ids.get(code);
        if (id === undefined) continue;
        facetValues.push(id);
        if (filter === 'fields') set(this.fieldFacetBits.get(code)!, doc);
      }
    }
    this.putValues(doc, facetValues.slice(0, 255));
    return doc;
  }

  /** Documents changed since `version`, or undefined when too many or no longer remembered. */
  private changedSince(version: number): Set<number> | undefined {
    if (version === this.version) return new Set();
    const first = this.journal[0];
    if (!first || first.version > version + 1) return undefined;
    const changed = new Set<number>();
    for (const batch of this.journal) {
      if (batch.version <= version) continue;
      for (const doc of batch.docs) changed.add(doc);
      if (changed.size > INCREMENTAL_LIMIT) return undefined;
    }
    return changed;
  }

  /** Jobs open at `now` (valid_until after it), reused while no job's valid_until lies between two calls' times. */
  private openAt(now: Date): Bits {
    const nowUs = now.getTime() * 1000;
    const cached = this.openCache;
    if (cached && cached.version === this.version && nowUs >= cached.from && nowUs < cached.until) return cached.bits;
    const bits = this.alive.slice();
    let from = -Infinity;
    let until = Infinity;
    forEachDoc(this.alive, (doc) => {
      const validUntil = this.validUntil[doc]!;
      if (validUntil <= nowUs) {
        clear(bits, doc);
        if (validUntil > from) from = validUntil;
      } else if (validUntil < until) until = validUntil;
    });
    this.openCache = { version: this.version, from, until, bits };
    return bits;
  }

  /** The jobs matching filter `filter`'s selected codes (a top-level field with its specialisations). */
  private filterBits(filter: ListFilter, selected: string[]): Bits {
    const codes = this.codeBits.get(filter)!;
    const bits = new Uint32Array(this.words);
    for (const code of filter === 'fields' ? expandFields(selected) : selected) {
      const own = codes.get(code);
      if (!own) continue;
      for (let i = 0; i < bits.length; i += 1) bits[i]! |= own[i]!;
    }
    return bits;
  }

  /** The list's mask for `query` and, per set list filter, the mask without it (its facet's). */
  evaluate(query: IndexQuery): Evaluated {
    const { filters } = query;
    const base = this.openAt(query.now).slice();
    if (query.text) andInto(base, query.text.bits);
    if (query.companyId !== undefined || filters.salaryMin !== undefined) {
      const salaryMin = filters.salaryMin;
      forEachDoc(base, (doc) => {
        if (query.companyId !== undefined && this.companies[doc] !== query.companyId) clear(base, doc);
        else if (salaryMin !== undefined && !(this.salaries[doc]! >= salaryMin)) clear(base, doc);
      });
    }
    const active = LIST_FILTER_NAMES.filter((filter) => filters[filter].length > 0);
    const own = new Map(active.map((filter) => [filter, this.filterBits(filter, filters[filter])]));
    const mask = base.slice();
    for (const bits of own.values()) andInto(mask, bits);
    const withoutOwn: Partial<Record<ListFilter, Bits>> = {};
    for (const filter of active) {
      const bits = base.slice();
      for (const [other, otherBits] of own) if (other !== filter) andInto(bits, otherBits);
      withoutOwn[filter] = bits;
    }
    return { mask, total: countBits(mask), withoutOwn };
  }

  /** Whether any open job matches `text`. */
  anyOpen(text: TextMatch, now: Date): boolean {
    const open = this.openAt(now);
    const shared = Math.min(open.length, text.bits.length);
    for (let i = 0; i < shared; i += 1) if ((open[i]! & text.bits[i]!) !== 0) return true;
    return false;
  }

  /**
   * Disjunctive counts of every code of every facet (zero included): each facet counted with every
   * filter but its own, each job once per value. Per mask, whichever is cheaper: visiting its jobs'
   * values (a narrow search), or a popcount of each value's bitset against it (a broad one).
   */
  facets(evaluated: Evaluated): Record<ListFilter, Record<string, number>> {
    const counts = new Int32Array(this.valueCodes.length);
    const valueBits = LIST_FILTER_NAMES.flatMap((facet) =>
      LIST_FILTERS[facet].map((code) => (facet === 'fields' ? this.fieldFacetBits.get(code)! : this.codeBits.get(facet)!.get(code)!)),
    );
    const own = new Uint8Array(LIST_FILTER_NAMES.length);
    LIST_FILTER_NAMES.forEach((facet, position) => {
      if (evaluated.withoutOwn[facet]) own[position] = 1;
    });
    // The list's jobs count for every facet without a filter of its own; a filtered facet counts the
    // jobs of every filter but its own.
    this.countMask(evaluated.mask, -1, own, counts, valueBits);
    LIST_FILTER_NAMES.forEach((facet, position) => {
      const mask = evaluated.withoutOwn[facet];
      if (mask) this.countMask(mask, position, own, counts, valueBits);
    });
    const result = {} as Record<ListFilter, Record<string, number>>;
    for (const facet of LIST_FILTER_NAMES) {
      const values: Record<string, number> = {};
      for (const [code, id] of this.valueIds.get(facet)!) values[code] = counts[id]!;
      result[facet] = values;
    }
    return result;
  }

  /** Adds `mask`'s jobs to `counts`: values of facet `only`, or (`only` < 0) of every facet not `own`. */
  private countMask(mask: Bits, only: number, own: Uint8Array, counts: Int32Array, valueBits: Bits[]): void {
    const facetOf = this.valueFacet;
    const wanted: number[] = [];
    for (let value = 0; value < facetOf.length; value += 1) {
      if (only < 0 ? own[facetOf[value]!] === 0 : facetOf[value] === only) wanted.push(value);
    }
    const words: number[] = [];
    let jobs = 0;
    for (let i = 0; i < mask.length; i += 1) {
      if (mask[i] === 0) continue;
      words.push(i);
      jobs += popcount(mask[i]!);
    }
    // About ten values a job against one popcount per value and word.
    if (jobs * (only < 0 ? 10 : 3) > wanted.length * words.length) {
      for (const value of wanted) {
        const bits = valueBits[value]!;
        let count = 0;
        for (let k = 0; k < words.length; k += 1) {
          const i = words[k]!;
          const both = mask[i]! & bits[i]!;
          if (both !== 0) count += popcount(both);
        }
        counts[value] = counts[value]! + count;
      }
      return;
    }
    const pool = this.valuePool;
    const starts = this.valueStart;
    const lengths = this.valueCount;
    for (let k = 0; k < words.length; k += 1) {
      const i = words[k]!;
      let word = mask[i]!;
      while (word !== 0) {
        const low = word & -word;
        const doc = (i << 5) + 31 - Math.clz32(low);
        word ^= low;
        const start = starts[doc]!;
        const end = start + lengths[doc]!;
        if (only < 0) {
          for (let v = start; v < end; v += 1) {
            const value = pool[v]!;
            if (own[facetOf[value]!] === 0) counts[value] = counts[value]! + 1;
          }
        } else {
          // A job's values are stored in facet order: stop past the facet's.
          for (let v = start; v < end; v += 1) {
            const value = pool[v]!;
            const facet = facetOf[value]!;
            if (facet > only) break;
            if (facet === only) counts[value] = counts[value]! + 1;
          }
        }
      }
    }
  }

  private compareNewest = (a: number, b: number) => this.published[b]! - this.published[a]! || this.jobIds[b]! - this.jobIds[a]!;

  private compareSalary = (a: number, b: number) => {
    const x = this.salaries[a]!;
    const y = this.salaries[b]!;
    if (Number.isNaN(x) || Number.isNaN(y)) {
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      return this.jobIds[b]! - this.jobIds[a]!;
    }
    return y - x || this.jobIds[b]! - this.jobIds[a]!;
  };

  /** Every listed job in order `sort`, kept current by merging the changed jobs back in. */
  private order(sort: 'newest' | 'salary'): Int32Array {
    const compare = sort === 'newest' ? this.compareNewest : this.compareSalary;
    const built = this.orders.get(sort);
    if (built?.version === this.version) return built.docs;
    const changed = built ? this.changedSince(built.version) : undefined;
    let docs: Int32Array;
    if (built && changed) {
      const added = [...changed].filter((doc) => has(this.alive, doc)).sort(compare);
      docs = mergeSorted(
        built.docs.filter((doc) => !changed.has(doc)),
        added,
        compare,
      );
    } else {
      const all: number[] = [];
      forEachDoc(this.alive, (doc) => all.push(doc));
      docs = Int32Array.from(all).sort(compare);
    }
    this.orders.set(sort, { version: this.version, docs });
    return docs;
  }

  /** The text's matches by rank (higher first), then newest. */
  private rankOrder(text: TextMatch): Int32Array {
    if (!text.order) {
      // The newest order kept, placed by rank (a counting sort: a text's ranks take few values);
      // sorting a broad word's 17,000 matches with a comparator cost 20-30 ms at 100,000 jobs.
      const rankOf = this.rankByDoc(text, text.bits.length);
      const ranks = [...new Set(text.ranks)].sort((a, b) => b - a);
      const bucketOf = new Map(ranks.map((rank, bucket) => [rank, bucket]));
      const next = new Int32Array(ranks.length + 1);
      for (const rank of text.ranks) next[bucketOf.get(rank)! + 1]! += 1;
      for (let bucket = 1; bucket < next.length; bucket += 1) next[bucket]! += next[bucket - 1]!;
      const starts = next.slice(0, -1);
      const order = new Int32Array(text.docs.length);
      for (const doc of this.order('newest')) {
        if (doc < rankOf.length && has(text.bits, doc)) order[next[bucketOf.get(rankOf[doc]!)!]!++] = doc;
      }
      // A match the newest order does not hold (changed since the text was searched) leaves a gap: closed up.
      let placed = 0;
      ranks.forEach((_rank, bucket) => {
        order.copyWithin(placed, starts[bucket]!, next[bucket]!);
        placed += next[bucket]! - starts[bucket]!;
      });
      text.order = order.slice(0, placed);
    }
    return text.order;
  }

  /**
   * Job ids of one page: `offset` and `limit` over `mask` in order `sort` (relevance: by `text`'s
   * rank), English jobs first when `englishFirst`, leaving out `skip`.
   */
  pageIds(
    mask: Bits,
    options: { sort: 'newest' | 'salary' | 'relevance'; text?: TextMatch; englishFirst: boolean; offset: number; limit: number; skip?: Set<number> },
  ): number[] {
    const order = options.sort === 'relevance' ? this.rankOrder(options.text!) : this.order(options.sort);
    const ids: number[] = [];
    let offset = options.offset;
    const passes: ((doc: number) => boolean)[] = options.englishFirst
      ? [(doc) => has(this.english, doc), (doc) => !has(this.english, doc)]
      : [() => true];
    for (const pass of passes) {
      for (let k = 0; k < order.length && ids.length < options.limit; k += 1) {
        const doc = order[k]!;
        if (!has(mask, doc) || !pass(doc) || options.skip?.has(this.jobIds[doc]!)) continue;
        if (offset > 0) offset -= 1;
        else ids.push(this.jobIds[doc]!);
      }
    }
    return ids;
  }

  /**
   * The TOP jobs pinned at the head of the default order: up to `slots` of `mask`'s, English first
   * when asked, then by md5 of `id-rotation` (the same hex text PostgreSQL compared), then id. All
   * TOP jobs are put in that order once per rotation and index version.
   */
  pinnedIds(mask: Bits, options: { rotation: string; englishFirst: boolean; slots: number }): number[] {
    if (this.topOrder?.rotation !== options.rotation || this.topOrder.version !== this.version) {
      const keyed: { doc: number; key: string; id: number }[] = [];
      forEachDoc(this.top, (doc) => {
        const id = this.jobIds[doc]!;
        keyed.push({ doc, id, key: createHash('md5').update(`${id}-${options.rotation}`).digest('hex') });
      });
      keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
      this.topOrder = { rotation: options.rotation, version: this.version, docs: Int32Array.from(keyed, (entry) => entry.doc) };
    }
    const ids: number[] = [];
    const passes: ((doc: number) => boolean)[] = options.englishFirst
      ? [(doc) => has(this.english, doc), (doc) => !has(this.english, doc)]
      : [() => true];
    const { docs } = this.topOrder;
    for (const pass of passes) {
      for (let k = 0; k < docs.length && ids.length < options.slots; k += 1) {
        const doc = docs[k]!;
        if (has(mask, doc) && pass(doc)) ids.push(this.jobIds[doc]!);
      }
    }
    return ids;
  }

  /**
   * What search text `q` matches (read with typos or not), as PostgreSQL matches and ranks it:
   * cached per text; after jobs changed only those jobs are searched again. The headings are
   * matched here when the database reads the text as a plain AND of prefix words (nearly always);
   * the jobs needing their description, and the typo fallback, by SQL.
   */
  async textMatch(q: string, typos: boolean): Promise<TextMatch> {
    const key = `${typos ? 't' : 'w'}:${q}`;
    const cached = this.texts.get(key);
    if (cached?.version === this.version) return cached;
    const loading = this.textsLoading.get(key);
    if (loading) {
      const match = await loading;
      if (match.version === this.version) return match;
    }
    const promise = this.searchText(q, typos, cached).finally(() => this.textsLoading.delete(key));
    this.textsLoading.set(key, promise);
    const match = await promise;
    if (match.bits.length === this.words) this.texts.set(key, match);
    return match;
  }

  private async searchText(q: string, typos: boolean, previous: TextMatch | undefined): Promise<TextMatch> {
    const version = this.version;
    const loads = this.loads;
    const changed = previous && previous.bits.length === this.words ? this.changedSince(previous.version) : undefined;
    // Change batches that name no listed job: nothing to search again.
    if (previous && changed?.size === 0) return { ...previous, version };
    const changedIds = changed ? [...changed].map((doc) => this.jobIds[doc]!) : undefined;
    // The words depend on the text alone: read once per text.
    const words = typos ? null : previous ? previous.words : await this.prefixWordsOf(q);
    const params = new SqlParams();
    const search = textSearchSql(q, params, typos);
    const none: JobFilters = { fields: [], locations: [], workModes: [], seniorities: [], jobTypes: [], technologies: [], languages: [] };
    const source = changedIds ? `(select * from job_search where job_id = any(${params.add(changedIds)}::int[]))` : undefined;
    // Open now or not is the index's to check (the request's now): every listed row is searched.
    const sql = matchingJobsSql(none, params, {
      now: EPOCH,
      search,
      columns: ['job_id'],
      rank: true,
      descriptionOnly: words !== null,
      ...(source ? { source } : {}),
    });
    const { rows } = await this.db.query<{ job_id: number; rank: number }>(sql, params.values);
    // Loaded again meanwhile: the documents are numbered anew, and only the changed jobs were searched.
    if (changed && this.loads !== loads) return this.searchText(q, typos, undefined);
    const bits = previous && changed ? previous.bits.slice() : new Uint32Array(this.words);
    const rankOf = previous && changed ? this.rankByDoc(previous, bits.length) : this.scratchRanks(bits.length);
    if (changed) for (const doc of changed) clear(bits, doc);
    if (words) this.matchHeadings(words, changed, bits, rankOf);
    for (const row of rows) {
      const doc = this.docOf.get(row.job_id);
      // A job listed after the index last read the log: the next read brings it, and this match is re-checked for it.
      if (doc === undefined || doc >= bits.length * 32) continue;
      set(bits, doc);
      rankOf[doc] = Number(row.rank);
    }
    const docs = new Int32Array(countBits(bits));
    let k = 0;
    forEachDoc(bits, (doc) => (docs[k++] = doc));
    return { version, bits, docs, ranks: Float32Array.from(docs, (doc) => rankOf[doc]!), words };
  }

  private scratchRanks(words: number): Float32Array {
    if (this.scratch.length < words * 32) this.scratch = new Float32Array(words * 32);
    return this.scratch;
  }

  /** `text`'s ranks by document, for documents below `words` × 32 (the scratch array). */
  private rankByDoc(text: TextMatch, words: number): Float32Array {
    const rankOf = this.scratchRanks(words);
    const limit = words * 32;
    text.docs.forEach((doc, i) => {
      if (doc < limit) rankOf[doc] = text.ranks[i]!;
    });
    return rankOf;
  }

  /** The words of `q` as the database reads them (its parser and folding), when a plain AND of prefix words. */
  private async prefixWordsOf(q: string): Promise<string[] | null> {
    const { rows } = await this.db.query<{ query: string }>(`select ${prefixQuerySql('raketa_fold($1::text)')}::text as query`, [q]);
    return prefixWords(rows[0]!.query);
  }

  /** Adds the listed jobs (of `only`, when given) whose heading holds every word, with their ts_rank. */
  private matchHeadings(words: string[], only: Set<number> | undefined, bits: Bits, rankOf: Float32Array): void {
    this.headings.forEachMatch(
      words,
      this.alive.subarray(0, bits.length),
      (doc, rank) => {
        set(bits, doc);
        rankOf[doc] = rank;
      },
      only,
    );
  }

  /** The companies of `jobIds` as the index knows them (the page's rows read their company by primary key). */
  companiesOf(jobIds: readonly number[]): number[] {
    const companies = new Set<number>();
    for (const id of jobIds) {
      const doc = this.docOf.get(id);
      if (doc !== undefined) companies.add(this.companies[doc]!);
    }
    return [...companies];
  }

  /**
   * The kept cards of `jobIds`, the ids without one, and the version to hand `keepCards` with the
   * missing cards once read.
   */
  cardsOf(jobIds: readonly number[]): { cards: Map<number, JobSummary>; missing: number[]; version: number } {
    const cards = new Map<number, JobSummary>();
    const missing: number[] = [];
    for (const id of jobIds) {
      const card = this.cards.get(id);
      if (card) cards.set(id, card);
      else missing.push(id);
    }
    return { cards, missing, version: this.version };
  }

  /**
   * Keeps cards read from the database at index version `version`: none if the index changed
   * meanwhile (the rows may predate a change it has applied since, and would outlive it).
   */
  keepCards(cards: readonly JobSummary[], version: number): void {
    if (version !== this.version) return;
    for (const card of cards) if (this.docOf.has(card.id)) this.cards.set(card.id, card);
  }

  /** `compute()`'s value for `key`, reused until the index changes. */
  async remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = this.version;
    const hit = this.memo.get(key);
    if (hit?.version === version) return hit.value as T;
    const value = await compute();
    this.memo.set(key, { version, value });
    return value;
  }

  /** Listed jobs, and the bytes the index holds (its typed arrays, the id map and the text matches). */
  stats(): { loaded: boolean; jobs: number; bytes: number; textBytes: number } {
    let bytes = this.jobIds.byteLength + this.companies.byteLength + this.published.byteLength + this.validUntil.byteLength;
    bytes += this.salaries.byteLength + this.valuePool.byteLength + this.valueStart.byteLength + this.valueCount.byteLength;
    bytes += this.headings.bytes;
    for (const [bits] of this.allBits()) bytes += bits.byteLength;
    // A Map entry of two small integers: about 40 bytes in V8.
    bytes += this.docOf.size * 40;
    return { loaded: this.loaded, jobs: countBits(this.alive), bytes, textBytes: this.texts.calculatedSize };
  }
}

/** `kept` (sorted) and `added` (sorted) merged in order `compare`. */
function mergeSorted(kept: Int32Array, added: number[], compare: (a: number, b: number) => number): Int32Array {
  const merged = new Int32Array(kept.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < kept.length && j < added.length) merged[k++] = compare(kept[i]!, added[j]!) <= 0 ? kept[i++]! : added[j++]!;
  while (i < kept.length) merged[k++] = kept[i++]!;
  while (j < added.length) merged[k++] = added[j++]!;
  return merged;
}
