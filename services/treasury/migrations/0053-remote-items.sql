-- Items other services hold (sales invoices of the invoicing service, and any later kind of theirs) become
-- reconcilable through one table and one allocation column, not a table and a column per kind: `remote_items` is the
-- treasury's copy of such an item as its service last answered it (reconciliation/sources/remote.ts), brought up to
-- date before a match locks it; a match made or removed is told to the item's service, which holds the item's own
-- state (contracts/invoicing/receivables.ts).
--
-- What must hold whatever the code does (as for the treasury's own items, 0012, 0045, 0051):
-- - an allocation names exactly one item: an order (with what it pays), a settlement, or one expected transaction,
--   bill or remote item;
-- - one line and one remote item are paired once; a remote item's reconciled amount never goes beyond the amount
--   its service lets reconciliation settle, and moves with its allocations.

create table remote_items (
  id uuid primary key,
  organization_id uuid not null,
  kind text not null check (kind in ('SALES_INVOICE')),
  direction text not null check (direction in ('DEBIT', 'CREDIT')),
  currency text not null,
  -- What its service lets reconciliation settle in all (an invoice's total less what was paid or credited otherwise).
  amount numeric(18, 2) not null check (amount >= 0),
  reconciled_amount numeric(18, 2) not null default 0,
  -- Whether its service still takes a settlement of it (an invoice issued and not paid in full).
  open boolean not null,
  due_date date not null,
  reference text not null,
  counterparty_name text not null,
  refreshed_at timestamptz not null default now(),
  constraint remote_items_reconciled_within check (reconciled_amount between 0 and amount)
);
create index remote_items_open on remote_items (organization_id, kind) where open;

alter table reconciliation_allocations add column remote_item_id uuid references remote_items (id);
create index reconciliation_allocations_remote_item on reconciliation_allocations (remote_item_id) where remote_item_id is not null;
create unique index reconciliation_allocations_line_remote on reconciliation_allocations (statement_transaction_id, remote_item_id)
  where remote_item_id is not null;
alter table reconciliation_allocations drop constraint reconciliation_allocations_one_item;
alter table reconciliation_allocations add constraint reconciliation_allocations_one_item check (
  num_nonnulls(payment_order_id, payment_settlement_id) + case when payment_order_id is null then num_nonnulls(expected_transaction_id, bill_id, remote_item_id) else 0 end = 1
);

create or replace function reconciliation_allocations_added() returns trigger
language plpgsql
set search_path from current
as $$
declare
  refused record;
begin
  -- Moving the reconciled amounts locks every line and item allocated to.
  update statement_transactions t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select statement_transaction_id as id, sum(amount) as amount from added group by 1) moved where t.id = moved.id;
  update expected_transactions t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select expected_transaction_id as id, sum(amount + fee) as amount from added where expected_transaction_id is not null group by 1) moved where t.id = moved.id;
  update payment_orders t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select payment_order_id as id, sum(amount + fee) as amount from added where payment_order_id is not null group by 1) moved where t.id = moved.id;
  update payment_settlements t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select payment_settlement_id as id, sum(amount + fee) as amount from added where payment_settlement_id is not null group by 1) moved where t.id = moved.id;
  update bills t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select bill_id as id, sum(amount + fee) as amount from added where bill_id is not null group by 1) moved where t.id = moved.id;
  update remote_items t set reconciled_amount = t.reconciled_amount + moved.amount
    from (select remote_item_id as id, sum(amount + fee) as amount from added where remote_item_id is not null group by 1) moved where t.id = moved.id;
  -- Under those locks, with a new snapshot: what is allocated by itself is paid by no live order, and a bill is approved.
  select 'expected transaction' as kind, a.expected_transaction_id as id, 'reconciliation_allocations_paid_by_order' as rule into refused
    from added a where a.payment_order_id is null and a.expected_transaction_id is not null
      and exists (select 1 from payment_orders o where o.expected_transaction_id = a.expected_transaction_id and payment_order_pays_expected(o.status, o.archived_at))
    limit 1;
  if refused is null then
    select 'bill', a.bill_id, case when b.status is distinct from 'APPROVED' then 'reconciliation_allocations_bill_approved' else 'reconciliation_allocations_paid_by_order' end into refused
      from added a join bills b on b.id = a.bill_id
      where a.payment_order_id is null
        and (b.status is distinct from 'APPROVED' or exists (select 1 from payment_orders o where o.bill_id = a.bill_id and payment_order_pays_expected(o.status, o.archived_at)))
      limit 1;
  end if;
  if refused is not null then
    raise exception '% % %', refused.kind, refused.id, case when refused.rule = 'reconciliation_allocations_bill_approved' then 'is not approved' else 'is paid by an order: match the order' end
      using errcode = 'check_violation', constraint = refused.rule;
  end if;
  -- A fee only on an incoming line, and only by an allocation that leaves its item settled in full.
  if exists (
    select 1 from added a
    join statement_transactions t on t.id = a.statement_transaction_id
    left join payment_orders o on o.id = a.payment_order_id
    left join payment_settlements s on s.id = a.payment_settlement_id
    left join expected_transactions e on e.id = a.expected_transaction_id
    left join bills b on b.id = a.bill_id
    left join remote_items r on r.id = a.remote_item_id
    where a.fee > 0
      and (t.direction <> 'CREDIT' or not coalesce(
        case
          when a.payment_order_id is not null then o.reconciled_amount = o.amount
          when a.payment_settlement_id is not null then s.reconciled_amount = s.amount
          when a.expected_transaction_id is not null then e.reconciled_amount = e.amount
          when a.remote_item_id is not null then r.reconciled_amount = r.amount
          else b.reconciled_amount = b.amount
        end, false))
  ) then
    raise exception 'a fee is booked only on an incoming line by an allocation that settles its item in full'
      using errcode = 'check_violation', constraint = 'reconciliation_allocations_fee_settles';
  end if;
  return null;
end
$$;

create or replace function reconciliation_allocations_removed() returns trigger
language plpgsql
set search_path from current
as $$
begin
  update statement_transactions t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select statement_transaction_id as id, sum(amount) as amount from removed group by 1) moved where t.id = moved.id;
  update expected_transactions t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select expected_transaction_id as id, sum(amount + fee) as amount from removed where expected_transaction_id is not null group by 1) moved where t.id = moved.id;
  update payment_orders t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select payment_order_id as id, sum(amount + fee) as amount from removed where payment_order_id is not null group by 1) moved where t.id = moved.id;
  update payment_settlements t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select payment_settlement_id as id, sum(amount + fee) as amount from removed where payment_settlement_id is not null group by 1) moved where t.id = moved.id;
  update bills t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select bill_id as id, sum(amount + fee) as amount from removed where bill_id is not null group by 1) moved where t.id = moved.id;
  update remote_items t set reconciled_amount = t.reconciled_amount - moved.amount
    from (select remote_item_id as id, sum(amount + fee) as amount from removed where remote_item_id is not null group by 1) moved where t.id = moved.id;
  return null;
end
$$;
