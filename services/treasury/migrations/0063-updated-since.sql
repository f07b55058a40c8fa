-- Incremental sync (contracts/common/schemas.ts UpdatedSinceQuery): the lists an integrator syncs (counterparties,
-- bills, payments and transfers, statement transactions) take `updatedSince` and sort by `updated_at, id`. A sync is
-- only as good as `updated_at`: a write the code forgets to stamp (a status move, a reconciliation the allocation
-- triggers apply to a statement line, a bill or a payment) would be missed for good. So the database stamps it on
-- every update of these rows, whoever writes: the service, a job, or another trigger.
--
-- Statement lines had no updated_at: they get one, starting at their creation.
--
-- What must hold whatever the code does:
-- - every update of a synced row sets its updated_at to the writing transaction's time;
-- - a list read changed since an instant, or by last change, walks an index on (organization_id, updated_at, id).
alter table statement_transactions add column updated_at timestamptz;
update statement_transactions set updated_at = created_at;
alter table statement_transactions alter column updated_at set default now(),
  alter column updated_at set not null;

create function sync_touch_updated_at() returns trigger language plpgsql as $$
  begin new.updated_at := now(); return new; end;
$$;

create trigger counterparties_touched before update on counterparties
  for each row execute function sync_touch_updated_at();
create trigger bills_touched before update on bills
  for each row execute function sync_touch_updated_at();
create trigger payment_orders_touched before update on payment_orders
  for each row execute function sync_touch_updated_at();
create trigger statement_transactions_touched before update on statement_transactions
  for each row execute function sync_touch_updated_at();

create index counterparties_changed on counterparties (organization_id, updated_at, id);
create index bills_changed on bills (organization_id, updated_at, id);
create index payment_orders_changed on payment_orders (organization_id, updated_at, id);
create index statement_transactions_changed on statement_transactions (organization_id, updated_at, id);
