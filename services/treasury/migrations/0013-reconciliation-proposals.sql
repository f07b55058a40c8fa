-- Recommendations of the matching engine (spec: recommended reconciliation,
-- pending). A run replaces the pending proposals it finds again; a proposal is
-- acted on only while PENDING (accepted into a reconciliation, or rejected),
-- which the status update itself decides: the first reviewer's update wins.
create table reconciliation_proposals (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  run_id uuid not null,
  strategy text not null check (strategy in ('ONE_TO_ONE', 'ONE_TO_MANY', 'MANY_TO_ONE')),
  result text not null check (result in ('FULL_MATCH', 'PARTIAL_MATCH')),
  statement_transaction_ids uuid[] not null check (cardinality(statement_transaction_ids) between 1 and 8),
  -- [{"kind": "EXPECTED_TRANSACTION", "id": …}], 1 to 8.
  items jsonb not null check (jsonb_typeof(items) = 'array' and jsonb_array_length(items) between 1 and 8),
  amount numeric(20, 2) not null check (amount > 0),
  confidence numeric(5, 4) not null check (confidence between 0 and 1),
  -- [{"code": …, "values": {…}, "text": …}]: why, in words the user reads.
  reasons jsonb not null,
  rule_id text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED')),
  reconciliation_id uuid references reconciliations (id) on delete set null,
  acted_by uuid,
  acted_at timestamptz,
  created_at timestamptz not null default now()
);
create index reconciliation_proposals_pending on reconciliation_proposals (organization_id, confidence desc, id) where status = 'PENDING';
create index reconciliation_proposals_lines on reconciliation_proposals using gin (statement_transaction_ids);
