-- Issue 26: the job index keeps the cards of listed jobs (api/src/jobs/job-index.ts) until the
-- change log names their job. A job's own edits reach the log through job_search, and so does a
-- company's rename (it re-indexes its jobs); a new address (slug) or logo reaches no job_search row,
-- so it is logged here for each of the company's listed jobs, in the same transaction.
create function job_search_company_card_changed() returns trigger language plpgsql as $$
begin
  insert into job_search_changes (job_id) select job_id from job_search where company_id = new.id;
  return null;
end $$;
create trigger job_search_company_card_changed after update of slug, logo_image_id on companies
  for each row when (old.slug is distinct from new.slug or old.logo_image_id is distinct from new.logo_image_id)
  execute function job_search_company_card_changed();
