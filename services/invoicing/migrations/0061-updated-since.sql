-- Incremental sync (contracts/common/schemas.ts SyncPageQuery): the lists an integrator syncs (sales invoices, sales
-- and purchase orders, invoice payments, customers) take `updatedSince` and read by `updated_at, id`. A sync is only
-- as good as `updated_at`: a write the code forgets to stamp (a status move, an allocation a trigger applies, an
-- approval) would be missed for good. So the database stamps it on every update of these rows, whoever writes: the
-- service, a job, or another trigger (allocations settle invoices and payments by trigger).
--
-- What must hold whatever the code does:
-- - every update of a synced row sets its updated_at to the writing transaction's time;
-- - a list read changed since an instant, or by last change, walks an index on (organization_id, updated_at, id).
create function sync_touch_updated_at() returns trigger language plpgsql as $$
  begin new.updated_at := now(); return new; end;
$$;

-- Per table: `<table>_touched`, the stamp, and `<table>_changed`, the index.
do $$
declare
  synced text;
begin
  foreach synced in array array['sales_invoices', 'sales_orders', 'purchase_orders', 'invoice_payments', 'customers']
  loop
    execute format('create trigger %I before update on %I for each row execute function sync_touch_updated_at()',
      synced || '_touched', synced);
    execute format('create index %I on %I (organization_id, updated_at, id)', synced || '_changed', synced);
  end loop;
end;
$$;
