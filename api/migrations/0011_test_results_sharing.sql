-- Issue 6: a candidate chooses which test results companies may see when they apply
-- (api/TESTS.md, "Sharing with companies"; api/JOBS.md, "Apply").

-- The owner's choice per result; off until they turn it on.
alter table test_attempts add column shown_to_companies boolean not null default false;

-- The results sent with an application, fixed when it was stored: turning a result's flag off
-- later does not take it back from a company that already received it. An attempt deleted with its
-- test goes from the list too.
create table job_application_test_results (
  application_id integer not null references job_applications (id) on delete cascade,
  attempt_id uuid not null references test_attempts (id) on delete cascade,
  primary key (application_id, attempt_id)
);
create index job_application_test_results_attempt_idx on job_application_test_results (attempt_id);
