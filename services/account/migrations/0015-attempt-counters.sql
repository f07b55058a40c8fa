-- Attempts counted per key in a window (sign-in lockout by email and by address,
-- password-reset requests). A request takes its attempt with one atomic upsert
-- before anything is checked, so parallel requests cannot all read the same
-- count: the lock used to be judged from auth_events read before the password
-- was checked, and 30 parallel guesses checked up to 29 passwords.
create table attempt_counters (
  key text primary key,
  attempts integer not null,
  resets_at timestamptz not null
);
create index attempt_counters_resets_at on attempt_counters (resets_at);
