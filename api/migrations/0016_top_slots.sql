-- TOP no longer leads the default job order: at most a few TOP jobs are pinned at the head of
-- page 1 and the rest follow by date (api/src/plugins/jobs-repository.ts, TOP_SLOTS).
drop index if exists job_search_newest_idx;
create index job_search_newest_idx on job_search (published_at desc, job_id desc);
-- The pinned ones are chosen among the matching TOP jobs, a small share of all.
create index job_search_top_idx on job_search (job_id) where is_top;
