-- Payment reminders of overdue invoices (contracts/invoicing/invoice-reminders.ts): an organisation's schedule, and one
-- row per reminder an invoice was sent.
--
-- What must hold whatever the code does:
-- - a schedule has 1 to 10 steps, each 1 to 365 days after the due date, strictly increasing;
-- - an invoice has at most one reminder per step: the row is written in the transaction that queues its mail, so a
--   step is mailed at most once however many runs of the job meet;
-- - a reminder is sent or found moot (its invoice paid or cancelled before it went out), never both.

-- Whether the days of an array strictly increase.
create function strictly_increasing(days integer[])
returns boolean
language sql immutable
as $$
  select coalesce(bool_and(later > earlier), true)
  from (select days[i] as earlier, days[i + 1] as later from generate_subscripts(days, 1) as i
        where i < cardinality(days)) pairs
$$;

-- An organisation without a row has the defaults: off, steps 1, 7, 14 and 30.
create table invoice_reminder_settings (
  organization_id uuid primary key,
  enabled boolean not null,
  days integer[] not null check (
    cardinality(days) between 1 and 10
    and 1 <= all (days) and 365 >= all (days)
    and array_position(days, null) is null
    and strictly_increasing(days)
  ),
  updated_at timestamptz not null default now()
);

create table invoice_reminders (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  invoice_id uuid not null references sales_invoices (id),
  -- The schedule's step it is for, and how many days past due the invoice was on the day the job decided it.
  step_days integer not null check (step_days between 1 and 365),
  days_overdue integer not null check (days_overdue >= step_days),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  sent_to text,
  moot_at timestamptz,
  unique (invoice_id, step_days),
  check ((sent_at is null) = (sent_to is null)),
  check (sent_at is null or moot_at is null)
);
-- (invoice_id, step_days) is also how an invoice's reminders are read: no index besides the unique one.

-- The issued invoices a reminder run looks at: those of the organisation with something left to pay, by due date.
create index sales_invoices_overdue on sales_invoices (organization_id, due_date)
  where status = 'ISSUED' and remaining_amount > 0;
