-- Issue 25: an alert's mails may also bring the new jobs of the companies its account follows
-- (api/ALERTS.md, "Followed companies"), in a section of their own. Runs unchanged on PGlite and
-- PostgreSQL.
alter table job_alerts add column include_followed boolean not null default false;
