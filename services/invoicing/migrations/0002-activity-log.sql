-- The organisation's activity log (spec: /log): every state change of this
-- service, written in the transaction that makes it; the BFF merges the
-- three services' logs, newest first.
create table activity_log (
  id bigserial primary key,
  organization_id uuid not null,
  -- The user who made the change; null for the system.
  actor_id uuid,
  entity text not null,
  entity_id text not null,
  action text not null check (action in ('CREATED', 'UPDATED', 'DELETED', 'RECONCILED', 'REMOVE_RECONCILIATION', 'APPROVED', 'CANCELLED', 'REJECTED', 'FAILED')),
  summary text not null,
  changes jsonb not null default '[]',
  occurred_at timestamptz not null default clock_timestamp()
);
create index activity_log_page on activity_log (organization_id, occurred_at desc, id desc);
create index activity_log_actor on activity_log (organization_id, actor_id, occurred_at desc);
