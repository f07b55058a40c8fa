-- Where a fee-deducted match books its fee (migrations/0045): the
-- organisation chooses once, for every match (a reviewer's accept, a match by
-- hand and the auto run alike):
-- - BANK_FEE: a bank fee of the bank account, inside the statement's line
--   (the cash flow shows the line as the bank booked it, net of the fee);
-- - EXPENSE: an expense of the cash category the organisation chose (an
--   outflow category): the cash flow shows the line's gross amount in its own
--   category and the fee as an outflow of the chosen one, so the net still
--   equals what the bank booked.
-- Without a setting, fees are bank fees.
--
-- What must hold whatever the code does:
-- - an expense booking names an outflow category, a bank-fee booking none;
-- - every allocation that books a fee records where, taken from the setting
--   when it is written (in the inserting statement, so a setting changed at
--   the same time never splits a match), and keeps it: a later change of the
--   setting does not rewrite what earlier matches booked;
-- - removing the match deletes its allocations and so its bookings.

create table reconciliation_settings (
  organization_id uuid primary key,
  fee_booking text not null check (fee_booking in ('BANK_FEE', 'EXPENSE')),
  fee_category text check (fee_category in (
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT'
  )),
  updated_by uuid,
  updated_at timestamptz not null default now(),
  constraint reconciliation_settings_fee_category check ((fee_booking = 'EXPENSE') = (fee_category is not null))
);

alter table reconciliation_allocations
  add column fee_booking text check (fee_booking in ('BANK_FEE', 'EXPENSE')),
  add column fee_category text,
  add constraint reconciliation_allocations_fee_booking check (
    (fee = 0 and fee_booking is null and fee_category is null)
    or (fee > 0 and fee_booking = 'BANK_FEE' and fee_category is null)
    or (fee > 0 and fee_booking = 'EXPENSE' and fee_category is not null)
  );

create function reconciliation_allocation_fee_booking() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if new.fee > 0 then
    select s.fee_booking, s.fee_category into new.fee_booking, new.fee_category
      from reconciliation_settings s where s.organization_id = new.organization_id;
    if new.fee_booking is null then
      new.fee_booking := 'BANK_FEE';
      new.fee_category := null;
    end if;
  else
    new.fee_booking := null;
    new.fee_category := null;
  end if;
  return new;
end
$$;

create trigger reconciliation_allocation_fee_booking before insert on reconciliation_allocations
  for each row execute function reconciliation_allocation_fee_booking();

-- The cash flow reads the expense bookings by the line they sit on.
create index reconciliation_allocations_fee_expense on reconciliation_allocations (organization_id, statement_transaction_id) where fee_booking = 'EXPENSE';
