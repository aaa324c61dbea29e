-- Issue 22: the list filters and ranks by the ad's language (api/JOBS.md, "Language"), so the
-- narrow list table carries it. Runs unchanged on PGlite and PostgreSQL.
alter table job_search add column language text;
update job_search s set language = j.language from jobs j where j.id = s.job_id;
alter table job_search alter column language set not null;

-- job_search_sync() as migration 0013 left it, writing `language` too.
create or replace function job_search_sync() returns trigger language plpgsql as $$
begin
  if new.status <> 'published'
     or not exists (select 1 from companies where id = new.company_id and approved_at is not null) then
    delete from job_search where job_id = new.id;
    return null;
  end if;
  insert into job_search (job_id, company_id, is_top, published_at, valid_until, salary_monthly_czk, work_mode,
      seniority, fields, locations, job_types, technologies, search_title, document, language)
    values (new.id, new.company_id, new.is_top, new.published_at, new.valid_until, new.salary_monthly_czk, new.work_mode,
      new.seniority, new.fields, new.locations, new.job_types, new.technologies, new.search_title,
      setweight(to_tsvector('simple', new.search_title), 'A')
      || setweight(to_tsvector('simple', raketa_fold(
           coalesce((select name from companies where id = new.company_id), '') || ' '
           || array_to_string(new.technologies, ' '))), 'B'),
      new.language)
    on conflict (job_id) do update set
      company_id = excluded.company_id, is_top = excluded.is_top, published_at = excluded.published_at,
      valid_until = excluded.valid_until, salary_monthly_czk = excluded.salary_monthly_czk,
      work_mode = excluded.work_mode, seniority = excluded.seniority, fields = excluded.fields,
      locations = excluded.locations, job_types = excluded.job_types, technologies = excluded.technologies,
      search_title = excluded.search_title, document = excluded.document, language = excluded.language;
  return null;
end $$;

-- The English site's default order: English-language jobs, then the rest, each newest first
-- (api/src/plugins/jobs-repository.ts); read from this index like the plain newest order is.
create index job_search_language_newest_idx on job_search ((language <> 'en'), published_at desc, job_id desc);
