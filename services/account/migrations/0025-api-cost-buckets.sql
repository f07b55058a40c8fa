-- The GraphQL API's cost buckets (docs/integrators.md, "Cost and throttling"):
-- one per API key and one per signed-in session, shared by every BFF
-- instance. A bucket holds up to its size in points and refills at its
-- restore rate per second; each operation takes its cost, refilled and taken
-- in one statement (api-cost/repository.ts), so parallel requests on several
-- instances never overspend.
create table api_cost_buckets (
  organization_id uuid not null references organizations (id) on delete cascade,
  -- `api_key:<id>` or `session:<id>`.
  bucket text not null check (length(bucket) between 1 and 100),
  tokens double precision not null check (tokens >= 0),
  refilled_at timestamptz not null,
  -- Whether the bucket's last request was granted (its cost taken).
  last_granted boolean not null,
  primary key (organization_id, bucket)
);

-- Each organisation's own sizes and restore rates; null takes the deployment's
-- default (COST_BUCKET_* environment variables).
alter table organizations
  add column api_key_cost_bucket_size integer check (api_key_cost_bucket_size between 1000 and 10000000),
  add column api_key_cost_restore_rate integer check (api_key_cost_restore_rate between 1 and 1000000),
  add column session_cost_bucket_size integer check (session_cost_bucket_size between 1000 and 10000000),
  add column session_cost_restore_rate integer check (session_cost_restore_rate between 1 and 1000000);
