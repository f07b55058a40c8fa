-- Invoice money in one ledger. What an issued invoice has paid, credited, withheld and reserved for a withholding
-- slip (and so what is left of it, remaining_amount, and whether it is PAID) was moved by the trigger of each table
-- that takes money off it, each with its own copy of the sums and the status (0013, 0014, 0021, 0023, 0028, 0032).
-- Now every such change is a row of `invoice_movements`, and the invoice's figures are derived from its movements
-- in one place: `invoice_figures_from_movements`, applied by the one trigger on the ledger.
--
-- The movements, by what the money moves by today:
-- - ALLOCATION: a payment's allocation to the invoice (invoice_payment_allocations), its `amount` (the rounding of a
--   checkout payment included, 0032). A bank credit the treasury matched settles an invoice this way too: since 0024
--   a settlement is a BANK payment allocated to it, so there is no kind of its own;
-- - CREDIT_APPLIED: a credit memo's application to the invoice (credit_memo_applications);
-- - WITHHOLDING_RESERVED: PPh 23 withheld, awaiting its slip (invoice_withholdings AWAITING_SLIP);
-- - WITHHOLDING_RECEIVED: PPh 23 withheld with its slip received (invoice_withholdings RECEIVED).
-- A refund (invoice_payment_refunds, 0028) pays back a buyer's credit, what a payment did not allocate: it moves the
-- payment, never an invoice, and keeps its own trigger.
--
-- Sign: a movement's amount is positive when it takes money off what is left of the invoice (a row written, a
-- withholding reaching a status), negative when it gives it back (a reversal: the row deleted, the withholding
-- leaving the status). The ledger is only added to: a source row stands for at most one movement of a kind and its
-- one reversal (kind, source id and sign are unique), nothing is updated or deleted, so an invoice's movements in
-- the order written are its history, and their sums per kind are its figures.
--
-- One mechanism: each source table's own trigger, which already moves the source's other side under its lock (the
-- payment's allocated amount, the memo's applied amount) and refuses what may not be written, records the movement
-- through one function, `invoice_movements_record`, in the same statement as the row. Kept in the database rather than
-- written by the application, so that every writer of those rows (the services, a migration such as 0024, a test's
-- own SQL) moves the invoice the same way, in the row's transaction; and in the trigger each table has, rather than a
-- second one beside it, whose turn would depend on the order of the triggers' names.
--
-- What must hold whatever the code does:
-- - an invoice's paid, credited, withheld and reserved amounts are the sums of its ALLOCATION, CREDIT_APPLIED,
--   WITHHOLDING_RECEIVED and WITHHOLDING_RESERVED movements; its status is PAID exactly when paid + credited +
--   withheld is its grand total (ISSUED otherwise, invoice_status_after, 0023);
-- - they are derived under the invoice's row lock, taken before the sums are read, so that movements written at the
--   same moment are all counted, and an invoice never has more taken off it than its grand total
--   (sales_invoices_within_total, 0023): the one too many is refused with its row;
-- - a movement names an invoice of its own organisation;
-- - every invoice's figures before this migration replay exactly from the movements it writes for the rows of today.

create table invoice_movements (
  id bigint generated always as identity primary key,
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  kind text not null check (kind in ('ALLOCATION', 'CREDIT_APPLIED', 'WITHHOLDING_RESERVED', 'WITHHOLDING_RECEIVED')),
  -- The row it stands for: the allocation, the credit memo application or the withholding (its id).
  source_id uuid not null,
  amount numeric(20, 2) not null check (amount <> 0),
  created_at timestamptz not null default clock_timestamp()
);
create unique index invoice_movements_once on invoice_movements (kind, source_id, (amount < 0));
create index invoice_movements_invoice on invoice_movements (invoice_id, id);

-- The figures of an invoice, from its movements alone.
create function invoice_figures_from_movements(invoice uuid)
returns table (paid numeric(20, 2), credited numeric(20, 2), withheld numeric(20, 2), pending numeric(20, 2))
language sql stable
set search_path from current
as $$
  select coalesce(sum(amount) filter (where kind = 'ALLOCATION'), 0),
         coalesce(sum(amount) filter (where kind = 'CREDIT_APPLIED'), 0),
         coalesce(sum(amount) filter (where kind = 'WITHHOLDING_RECEIVED'), 0),
         coalesce(sum(amount) filter (where kind = 'WITHHOLDING_RESERVED'), 0)
    from invoice_movements
   where invoice_id = invoice
$$;

-- Records what a source row's change moves: the reversal of what it stood for (was_kind, was_amount), then what it
-- stands for now (now_kind, now_amount), either null when it stood or stands for nothing; nothing when unchanged.
-- One statement, so that the invoice is derived once for both.
create function invoice_movements_record(
  organization uuid, invoice uuid, source uuid, was_kind text, was_amount numeric, now_kind text, now_amount numeric
) returns void
language sql
set search_path from current
as $$
  insert into invoice_movements (organization_id, invoice_id, kind, source_id, amount)
  select organization, invoice, moved.kind, source, moved.amount
    from (values (1, was_kind, -was_amount), (2, now_kind, now_amount)) moved (position, kind, amount)
   where moved.kind is not null
     and (was_kind is distinct from now_kind or was_amount is distinct from now_amount)
   order by moved.position
$$;

-- What the rows of today stand for, written before the ledger's trigger exists: the invoices keep their versions.
insert into invoice_movements (organization_id, invoice_id, kind, source_id, amount, created_at)
select organization_id, sales_invoice_id, kind, id, amount, at
  from (
    select organization_id, sales_invoice_id, 'ALLOCATION' as kind, id, amount, allocated_at as at
      from invoice_payment_allocations
    union all
    select organization_id, sales_invoice_id, 'CREDIT_APPLIED', id, amount, applied_at
      from credit_memo_applications
    union all
    select organization_id, sales_invoice_id,
           case status when 'AWAITING_SLIP' then 'WITHHOLDING_RESERVED' else 'WITHHOLDING_RECEIVED' end,
           id, amount, coalesce(received_at, created_at)
      from invoice_withholdings
     where status in ('AWAITING_SLIP', 'RECEIVED')
  ) today
 order by at, id;

-- Every invoice replays: refused here, by name, rather than derived differently from then on.
do $$
declare
  differing text;
begin
  select string_agg(s.id::text, ', ') into differing
    from sales_invoices s, invoice_figures_from_movements(s.id) f
   where (s.paid_amount, s.credited_amount, s.withheld_amount, s.withholding_pending)
         is distinct from (f.paid, f.credited, f.withheld, f.pending)
      or s.status is distinct from invoice_status_after(s, f.paid, f.credited, f.withheld);
  if differing is not null then
    raise exception 'sales invoices % do not replay from their payments, credits and withholdings', differing;
  end if;
end
$$;

-- The one place an invoice's money moves: for each invoice a statement wrote movements of, under its lock (taken
-- before the sums are read, so that they count every movement committed before it), its figures and status from all
-- its movements. Its CHECKs refuse a movement that would take more off it than its grand total.
create function invoice_movements_applied() returns trigger
language plpgsql
set search_path from current
as $$
declare
  moved record;
begin
  for moved in select distinct organization_id, invoice_id from new_movements order by invoice_id loop
    perform 1 from sales_invoices
      where id = moved.invoice_id and organization_id = moved.organization_id for update;
    if not found then
      raise exception 'invoice movement names another organisation''s invoice %', moved.invoice_id
        using errcode = 'foreign_key_violation', constraint = 'invoice_movements_organization';
    end if;
    update sales_invoices s set
      paid_amount = f.paid,
      credited_amount = f.credited,
      withheld_amount = f.withheld,
      withholding_pending = f.pending,
      status = invoice_status_after(s, f.paid, f.credited, f.withheld),
      updated_at = now(),
      version = version + 1
    from invoice_figures_from_movements(moved.invoice_id) f
    where s.id = moved.invoice_id;
  end loop;
  return null;
end
$$;

create trigger invoice_movements_applied after insert on invoice_movements
  referencing new table as new_movements
  for each statement execute function invoice_movements_applied();

-- Only added to: a movement given back is a reversal of its own.
create function invoice_movements_kept() returns trigger
language plpgsql
as $$
begin
  raise exception 'invoice movements are reversed, never changed nor deleted'
    using errcode = 'check_violation', constraint = 'invoice_movements_kept';
end
$$;
create trigger invoice_movements_kept before update or delete on invoice_movements
  for each row execute function invoice_movements_kept();

-- An allocation moves its payment (allocated amount and status, under its lock) and records its movement.
create or replace function invoice_payment_allocations_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  allocation invoice_payment_allocations := coalesce(new, old);
  money_delta numeric(20, 2);
  payment invoice_payments;
  invoice sales_invoices;
begin
  money_delta := case when tg_op = 'INSERT' then new.amount - new.rounding else -(old.amount - old.rounding) end;
  select * into payment from invoice_payments
    where id = allocation.payment_id and organization_id = allocation.organization_id for update;
  select * into invoice from sales_invoices
    where id = allocation.sales_invoice_id and organization_id = allocation.organization_id for update;
  if payment.id is null or invoice.id is null then
    raise exception 'payment allocation % names another organisation''s record', allocation.id
      using errcode = 'foreign_key_violation', constraint = 'invoice_payment_allocations_organization';
  end if;
  if tg_op = 'INSERT' and (
    invoice.customer_id <> payment.customer_id or invoice.currency <> payment.currency
    or invoice.status <> 'ISSUED' or payment.status <> 'OPEN'
  ) then
    raise exception 'payment % cannot be allocated to invoice %', payment.id, invoice.id
      using errcode = 'check_violation', constraint = 'invoice_payment_allocations_buyer';
  end if;
  if tg_op = 'INSERT' and new.rounding > 0 and (
    payment.source <> 'CHECKOUT' or new.amount <> invoice.remaining_amount
  ) then
    raise exception 'payment % rounds only at checkout, settling the rest of invoice %', payment.id, invoice.id
      using errcode = 'check_violation', constraint = 'invoice_payment_allocations_rounding_settles';
  end if;
  update invoice_payments set
    allocated_amount = allocated_amount + money_delta,
    status = case when status = 'CANCELLED' then status
      when allocated_amount + money_delta + refunded_amount = amount then 'ALLOCATED' else 'OPEN' end,
    updated_at = now()
  where id = payment.id;
  perform invoice_movements_record(allocation.organization_id, invoice.id, allocation.id,
    case when tg_op = 'DELETE' then 'ALLOCATION' end, old.amount,
    case when tg_op = 'INSERT' then 'ALLOCATION' end, new.amount);
  return null;
end
$$;

-- An application moves its memo (applied amount and status, under its lock) and records its movement.
create or replace function credit_memo_applications_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  application credit_memo_applications := coalesce(new, old);
  delta numeric(20, 2) := case when tg_op = 'INSERT' then new.amount else -old.amount end;
  memo credit_memos;
  invoice sales_invoices;
begin
  select * into memo from credit_memos
    where id = application.credit_memo_id and organization_id = application.organization_id for update;
  select * into invoice from sales_invoices
    where id = application.sales_invoice_id and organization_id = application.organization_id for update;
  if memo.id is null or invoice.id is null then
    raise exception 'credit memo application % names another organisation''s record', application.credit_memo_id
      using errcode = 'foreign_key_violation', constraint = 'credit_memo_applications_organization';
  end if;
  if tg_op = 'INSERT' and (
    invoice.customer_id <> memo.customer_id or invoice.currency <> memo.currency
    or invoice.status <> 'ISSUED' or memo.status <> 'OPEN'
  ) then
    raise exception 'credit memo % cannot apply to invoice %', memo.id, invoice.id
      using errcode = 'check_violation', constraint = 'credit_memo_applications_buyer';
  end if;
  update credit_memos set
    applied_amount = applied_amount + delta,
    status = case when status = 'CANCELLED' then status when applied_amount + delta = amount then 'APPLIED' else 'OPEN' end,
    updated_at = now()
  where id = memo.id;
  perform invoice_movements_record(application.organization_id, invoice.id, application.id,
    case when tg_op = 'DELETE' then 'CREDIT_APPLIED' end, old.amount,
    case when tg_op = 'INSERT' then 'CREDIT_APPLIED' end, new.amount);
  return null;
end
$$;

-- A withholding, awaiting its slip, reserves its amount on the invoice; received, it is withheld; cancelled, neither.
create or replace function invoice_withholdings_moved() returns trigger
language plpgsql
set search_path from current
as $$
declare
  withholding invoice_withholdings := coalesce(new, old);
  invoice sales_invoices;
begin
  if tg_op = 'UPDATE' and (old.sales_invoice_id <> new.sales_invoice_id or old.organization_id <> new.organization_id) then
    raise exception 'withholding % cannot move to another invoice', new.id
      using errcode = 'check_violation', constraint = 'invoice_withholdings_fixed';
  end if;
  select * into invoice from sales_invoices
    where id = withholding.sales_invoice_id and organization_id = withholding.organization_id for update;
  if invoice.id is null then
    raise exception 'withholding names another organisation''s invoice'
      using errcode = 'foreign_key_violation', constraint = 'invoice_withholdings_organization';
  end if;
  if tg_op = 'INSERT' and invoice.status <> 'ISSUED' then
    raise exception 'invoice % is not issued', invoice.id
      using errcode = 'check_violation', constraint = 'invoice_withholdings_issued';
  end if;
  perform invoice_movements_record(withholding.organization_id, invoice.id, withholding.id,
    case old.status when 'AWAITING_SLIP' then 'WITHHOLDING_RESERVED' when 'RECEIVED' then 'WITHHOLDING_RECEIVED' end,
    old.amount,
    case new.status when 'AWAITING_SLIP' then 'WITHHOLDING_RESERVED' when 'RECEIVED' then 'WITHHOLDING_RECEIVED' end,
    new.amount);
  return null;
end
$$;
