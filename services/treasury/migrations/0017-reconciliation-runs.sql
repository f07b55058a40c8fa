-- Runs of the matching engine, one row each, written in the transaction that
-- replaces the organisation's pending proposals with the run's. A run that
-- proposes nothing leaves no proposal behind, so only this table tells that
-- the engine has run at all: before the first run a line without a proposal
-- has not been looked at, rather than found without a match.
create table reconciliation_runs (
  id uuid primary key,
  organization_id uuid not null,
  proposed integer not null check (proposed >= 0),
  created_at timestamptz not null default now()
);
create index reconciliation_runs_latest on reconciliation_runs (organization_id, created_at desc);

-- The runs that left proposals before this table existed.
insert into reconciliation_runs (id, organization_id, proposed, created_at)
select run_id, organization_id, count(*), min(created_at) from reconciliation_proposals group by run_id, organization_id;

