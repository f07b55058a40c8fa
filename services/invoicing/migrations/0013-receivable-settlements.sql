-- Settlements of issued sales invoices by the treasury's matches of bank credits (contracts/invoicing/receivables.ts).
-- A settlement is named by the match that made it: one per invoice and match, so a match told twice settles once.
--
-- What must hold whatever the code does:
-- - only an issued (or paid) invoice is settled, and never beyond what is left of it (paid + credited <= grand total,
--   0010): checked under the invoice's lock, which the update of its paid amount takes;
-- - its paid amount is what its settlements add up to beside payments recorded otherwise (bank_settled_amount is the
--   settlements' part), and its status is PAID exactly when nothing is left of it, ISSUED again when a settlement goes;
-- - an invoice something was paid of is not cancelled.

alter table sales_invoices
  add column bank_settled_amount numeric(20, 2) not null default 0 check (bank_settled_amount between 0 and paid_amount),
  add constraint sales_invoices_cancelled_unpaid check (status <> 'CANCELLED' or paid_amount = 0);

create table receivable_settlements (
  organization_id uuid not null,
  sales_invoice_id uuid not null references sales_invoices (id),
  reconciliation_id uuid not null,
  amount numeric(20, 2) not null check (amount > 0),
  booked_on date not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  primary key (sales_invoice_id, reconciliation_id)
);
create index receivable_settlements_match on receivable_settlements (organization_id, reconciliation_id);

create function receivable_settlements_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  settlement receivable_settlements;
  delta numeric(20, 2);
  invoice_status text;
begin
  if tg_op = 'INSERT' then
    settlement := new;
    delta := new.amount;
  else
    settlement := old;
    delta := -old.amount;
  end if;
  update sales_invoices set
    paid_amount = paid_amount + delta,
    bank_settled_amount = bank_settled_amount + delta,
    status = case when paid_amount + delta + credited_amount = grand_total then 'PAID' else 'ISSUED' end,
    updated_at = now(),
    version = version + 1
  where id = settlement.sales_invoice_id and organization_id = settlement.organization_id
  returning status into invoice_status;
  if not found then
    raise exception 'sales invoice % is not the organisation''s', settlement.sales_invoice_id
      using errcode = 'foreign_key_violation', constraint = 'receivable_settlements_invoice';
  end if;
  return null;
end
$$;

-- Settled only while issued or paid: checked before the row is written, under the invoice's lock.
create function receivable_settlement_of_issued() returns trigger
language plpgsql
set search_path from current
as $$
declare
  invoice_status text;
begin
  select status into invoice_status from sales_invoices where id = new.sales_invoice_id for update;
  if invoice_status is distinct from 'ISSUED' and invoice_status is distinct from 'PAID' then
    raise exception 'sales invoice % is not issued', new.sales_invoice_id
      using errcode = 'check_violation', constraint = 'receivable_settlements_issued';
  end if;
  return new;
end
$$;

create trigger receivable_settlements_issued before insert on receivable_settlements
  for each row execute function receivable_settlement_of_issued();
create trigger receivable_settlements_moved after insert or delete on receivable_settlements
  for each row execute function receivable_settlements_moved();
