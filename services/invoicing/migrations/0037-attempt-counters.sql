-- Attempts counted per key in a window, as the account service counts sign-in attempts (services/kit/attempt-counters.ts):
-- guesses at buyers' link tokens per client address, and PDF renders per link, per invoice and per address. A request
-- takes its attempt with one atomic upsert before the work it guards, so parallel requests on any number of BFF and
-- invoicing instances cannot all read the same count: 300 guesses at once were all answered.
create table attempt_counters (
  key text primary key,
  attempts integer not null,
  resets_at timestamptz not null
);
create index attempt_counters_resets_at on attempt_counters (resets_at);
