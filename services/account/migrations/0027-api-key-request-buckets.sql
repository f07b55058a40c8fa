-- Each API key's rate limit in requests per minute (the BFF's API_KEY_RATE_LIMIT), shared by every BFF instance:
-- a bucket of a minute's requests refilled continuously, taken from in one statement (api-cost/repository.ts
-- takeRequests) so that parallel requests on several instances never pass the limit together. A key that keeps
-- sending refused documents is charged more than it may spend: its bucket goes below empty, down to a minute's
-- worth, and it waits until the bucket has refilled.
create table api_key_request_buckets (
  api_key_id uuid primary key references api_keys (id) on delete cascade,
  organization_id uuid not null references organizations (id) on delete cascade,
  per_minute integer not null check (per_minute between 1 and 1000000),
  tokens double precision not null check (tokens >= -per_minute and tokens <= per_minute),
  refilled_at timestamptz not null,
  last_granted boolean not null
);
