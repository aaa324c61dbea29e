// Prints EXPLAIN (ANALYZE) of the job-list queries against the bench database (npm run bench:api
// leaves `raketa_bench` on PostgreSQL): `tsx bench/explain.ts '<query string>'`. The job index's
// load and the text's search come first (api/src/jobs/job-index.ts), then the page's rows.
import { createPostgresDb } from '../src/db/postgres-db';
import type { Queryable } from '../src/db/db';
import { parseJobSearch } from '../src/jobs/job-search';
import { createJobsRepository } from '../src/plugins/jobs-repository';

async function main() {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/raketa_bench';
  const db = createPostgresDb(url.toString());
  const explaining: Queryable = {
    async query<T>(sql: string, params?: unknown[]) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off, costs off) ${sql}`, params);
      console.log(`\n${sql.replace(/\s+/g, ' ').slice(0, 300)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      // The job index goes on with the real rows (what it loads, then what the text matches).
      return db.query<T>(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const repository = createJobsRepository(explaining);
  const search = parseJobSearch(Object.fromEntries(new URLSearchParams(process.argv[2] ?? '')));
  await repository.list(search, new Date(), undefined, { facets: search.facets });
  await db.close();
}

void main();
