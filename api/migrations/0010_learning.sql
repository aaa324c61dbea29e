-- StartupEDU courses ("futures") with Markdown chapters, per-user reading progress, and
-- StartupTalk episodes (api/LEARNING.md). Content is bilingual: one column per language.
create table courses (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null,
  title_cs text not null,
  title_en text not null,
  summary_cs text not null,
  summary_en text not null
);

create table chapters (
  id integer generated always as identity primary key,
  course_id integer not null references courses (id) on delete cascade,
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position integer not null,
  title_cs text not null,
  title_en text not null,
  -- Markdown as written; clients render it without raw HTML.
  body_cs text not null,
  body_en text not null,
  -- Computed on insert from the word count (~200 words a minute), per language.
  reading_minutes_cs integer not null check (reading_minutes_cs >= 1),
  reading_minutes_en integer not null check (reading_minutes_en >= 1),
  unique (course_id, slug),
  unique (course_id, position)
);

create table chapter_progress (
  user_id integer not null references users (id) on delete cascade,
  chapter_id integer not null references chapters (id) on delete cascade,
  completed_at timestamptz not null,
  primary key (user_id, chapter_id)
);

create table episodes (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_cs text not null,
  title_en text not null,
  guest text not null,
  published_on date not null,
  summary_cs text not null,
  summary_en text not null,
  url text not null check (url ~ '^https://')
);

create index episodes_published_idx on episodes (published_on desc, id desc);
