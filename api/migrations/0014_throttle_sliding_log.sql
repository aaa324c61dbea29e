-- Issue 20: the throttle becomes a sliding log. Fixed one-minute windows let twice the limit through
-- across a window boundary; now each key keeps the times of the attempts it allowed within its
-- window, so no window-long stretch ever holds more than the limit. One row per key, updated by one
-- `insert … on conflict do update` (the row lock makes concurrent hits from several API instances
-- count one after another). The old counts only ever mattered for a minute or an hour: not copied.
drop table throttle_counters;

create table throttle_counters (
  key text primary key,
  -- Times of the allowed attempts still within the rule's window (at most `limit` of them).
  attempts timestamptz[] not null,
  -- Whether the last hit was allowed: read back by the hit itself (its time alone cannot tell,
  -- a parallel hit may share it).
  last_allowed boolean not null,
  -- When the newest attempt leaves its window: the row is of no use after that.
  expires_at timestamptz not null
);

create index throttle_counters_expires_at_idx on throttle_counters (expires_at);
