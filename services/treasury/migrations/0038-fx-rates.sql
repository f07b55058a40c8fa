-- Exchange rates and the day an account closed (the cash
-- position, contracts/treasury/cash-position.ts and fx-rates.ts).
--
-- A rate is rupiah per one unit of USD or SGD on a business day. One per
-- organisation, day and currency: a new entry for that day replaces the row
-- (the service logs what it replaced in activity_log). MANUAL rates name the
-- member who entered them; IMPORT rates the file and the member who imported it.
create table fx_rates (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  rate_date date not null,
  currency text not null check (currency in ('USD', 'SGD')),
  rate numeric(20, 8) not null check (rate > 0),
  source text not null check (source in ('MANUAL', 'IMPORT')),
  source_name text check (length(source_name) between 1 and 255),
  recorded_by uuid,
  recorded_at timestamptz not null default now(),
  check ((source = 'IMPORT') = (source_name is not null))
);
-- One rate a day and currency; read backwards for "the latest on or before a day".
create unique index fx_rates_day on fx_rates (organization_id, currency, rate_date);
-- The list: newest day first.
create index fx_rates_list on fx_rates (organization_id, rate_date desc, currency, id);

-- When an account was closed: a position as of a day on or after it leaves
-- the account out. Kept by the trigger below whatever closes the account;
-- accounts already closed take the moment the activity log saw them closed,
-- or their last change.
alter table bank_accounts add column closed_at timestamptz;

update bank_accounts a
set closed_at = coalesce(
  (select max(l.occurred_at) from activity_log l
    where l.organization_id = a.organization_id and l.entity = 'BANK_ACCOUNT' and l.entity_id = a.id::text
      and l.changes @> '[{"field": "status", "after": "CLOSED"}]'::jsonb),
  a.updated_at)
where a.status = 'CLOSED';

create function bank_account_closed_at() returns trigger language plpgsql as $$
begin
  if new.status = 'CLOSED' then
    if tg_op = 'INSERT' or old.status is distinct from 'CLOSED' then
      new.closed_at := now();
    end if;
  else
    new.closed_at := null;
  end if;
  return new;
end
$$;

create trigger bank_accounts_closed_at before insert or update of status on bank_accounts
  for each row execute function bank_account_closed_at();

-- The last balance of each account on each business day (Asia/Jakarta): what
-- the cash position's trend reads, a row per account and day instead of
-- every balance of the day (a bank API syncs hourly). Kept by the triggers
-- below from `balances`, never written otherwise. The balance of an account
-- at the end of day D is its closing of the latest day on or before D.
create table balance_closings (
  bank_account_id uuid not null references bank_accounts (id) on delete cascade,
  day date not null,
  organization_id uuid not null,
  available numeric(20, 2) not null,
  as_of timestamptz not null,
  balance_id bigint not null,
  primary key (bank_account_id, day)
);
create index balance_closings_organization on balance_closings (organization_id, day);

insert into balance_closings (bank_account_id, day, organization_id, available, as_of, balance_id)
select distinct on (bank_account_id, (as_of at time zone 'Asia/Jakarta')::date)
  bank_account_id, (as_of at time zone 'Asia/Jakarta')::date, organization_id, available, as_of, id
from balances
order by bank_account_id, (as_of at time zone 'Asia/Jakarta')::date, as_of desc, id desc;

-- A new balance is its day's closing when it is the day's latest (by moment, then id, as the latest balance is chosen everywhere).
create function balance_closing_on_insert() returns trigger language plpgsql as $$
begin
  insert into balance_closings (bank_account_id, day, organization_id, available, as_of, balance_id)
  values (new.bank_account_id, (new.as_of at time zone 'Asia/Jakarta')::date, new.organization_id, new.available, new.as_of, new.id)
  on conflict (bank_account_id, day) do update
    set available = excluded.available, as_of = excluded.as_of, balance_id = excluded.balance_id
    where (excluded.as_of, excluded.balance_id) > (balance_closings.as_of, balance_closings.balance_id);
  return null;
end
$$;
create trigger balances_closing_insert after insert on balances for each row execute function balance_closing_on_insert();

-- Balances are only ever added; should one change or go, the closings of its days are read again.
create function refresh_balance_closing(account uuid, closing_day date) returns void language sql as $$
  delete from balance_closings where bank_account_id = account and day = closing_day;
  insert into balance_closings (bank_account_id, day, organization_id, available, as_of, balance_id)
  select bank_account_id, closing_day, organization_id, available, as_of, id from balances
  where bank_account_id = account and as_of >= (closing_day::timestamp at time zone 'Asia/Jakarta') and as_of < ((closing_day + 1)::timestamp at time zone 'Asia/Jakarta')
  order by as_of desc, id desc
  limit 1;
$$;

create function balance_closing_on_change() returns trigger language plpgsql as $$
begin
  perform refresh_balance_closing(old.bank_account_id, (old.as_of at time zone 'Asia/Jakarta')::date);
  if tg_op = 'UPDATE' then
    perform refresh_balance_closing(new.bank_account_id, (new.as_of at time zone 'Asia/Jakarta')::date);
  end if;
  return null;
end
$$;
create trigger balances_closing_change after update or delete on balances for each row execute function balance_closing_on_change();
