-- Idempotency keys (services/kit/idempotency.ts): the first answer to a write
-- sent with an Idempotency-Key, replayed to every retry with the same key and
-- request. One key per organisation; answers are kept 90 days (at least two
-- months), pruned hourly on the created_at index.
create table idempotency_keys (
  organization_id uuid not null,
  key text not null,
  method text not null,
  path text not null,
  -- sha256 of caller, method, path and canonical body: the same key with another request is refused.
  request_hash text not null,
  status text not null default 'running' check (status in ('running', 'done')),
  -- Who holds a running key; a claim older than a few minutes is from a process that died and is taken over.
  claim uuid not null,
  claimed_at timestamptz not null default now(),
  response_status integer,
  response_body text,
  created_at timestamptz not null default now(),
  primary key (organization_id, key)
);
create index idempotency_keys_created_at on idempotency_keys (created_at);
