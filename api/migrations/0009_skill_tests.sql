-- Skill tests (issue 6): bilingual tests of single- and multiple-choice questions, and the attempts
-- scored on the server. Correctness lives only here; the API never sends it before an answer.

create table tests (
  id serial primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_cs text not null check (length(title_cs) between 1 and 200),
  title_en text not null check (length(title_en) between 1 and 200),
  description_cs text not null,
  description_en text not null,
  topic_cs text not null,
  topic_en text not null,
  minutes integer not null check (minutes between 1 and 240),
  position integer not null default 0
);

create table test_questions (
  id serial primary key,
  test_id integer not null references tests (id) on delete cascade,
  position integer not null,
  -- A code (`syntax`, `async`); the breakdown groups by it and shows the labels.
  topic text not null check (topic ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  topic_cs text not null,
  topic_en text not null,
  text_cs text not null,
  text_en text not null,
  kind text not null check (kind in ('single', 'multiple')),
  unique (test_id, position)
);

create table test_options (
  id serial primary key,
  question_id integer not null references test_questions (id) on delete cascade,
  position integer not null,
  text_cs text not null,
  text_en text not null,
  is_correct boolean not null default false,
  unique (question_id, position)
);

create table test_attempts (
  -- Public: the share link of the result.
  id uuid primary key,
  -- Secret: returned once to a signed-out taker, who claims the attempt with it after signing in.
  guid uuid not null unique,
  test_id integer not null references tests (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  -- { "<questionId>": [optionId, ...] } as submitted (validated).
  answers jsonb not null,
  score integer not null check (score between 0 and 100),
  -- [{ topic, correct, total }] at scoring time.
  topics jsonb not null,
  created_at timestamptz not null,
  claimed_at timestamptz
);

create index test_attempts_test_score_idx on test_attempts (test_id, score);
create index test_attempts_user_idx on test_attempts (user_id, created_at desc) where user_id is not null;
