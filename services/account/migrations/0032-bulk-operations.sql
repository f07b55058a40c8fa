-- Bulk operations (contracts/account/bulk-operations.ts): one query over a whole list, run in the background by the
-- BFF under its caller's identity, its JSONL file kept in the account service's storage. `caller` is who runs it: an
-- API key's id, or the member's for a session, so that a key and its maker each have their own.
create table bulk_operations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  user_id uuid not null,
  caller text not null,
  query text not null,
  root_field text not null,
  status text not null default 'CREATED'
    check (status in ('CREATED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELED')),
  object_count bigint not null default 0 check (object_count >= 0),
  file_size bigint check (file_size >= 0),
  storage_key text,
  error_code text,
  created_at timestamptz not null default now(),
  -- When the runner last said it was alive (every few pages): an unfinished operation silent for long lost its
  -- runner (a BFF instance that stopped) and no longer blocks its caller's next start.
  heartbeat_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((status in ('CREATED', 'RUNNING')) = (completed_at is null))
);

-- One unfinished operation per organisation and caller, held by the database: of parallel starts one inserts, the
-- others meet this index and are refused (U-ACC-BULK-6), whatever BFF instance they came through.
create unique index bulk_operations_one_unfinished on bulk_operations (organization_id, caller)
  where status in ('CREATED', 'RUNNING');

create index bulk_operations_newest on bulk_operations (organization_id, caller, created_at desc);
