-- The invoicing service's own schema. Its business tables arrive with the
-- invoicing issues; the outbox is the shared live-update mechanism.
create table outbox (
  id bigserial primary key,
  type text not null,
  organization_id uuid not null,
  subject_id text not null,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
