-- Counterparties, complete (spec sections 5 and 8): a status (active or
-- inactive; transfers will pay active ones only), and the generated default
-- counterparty of every entity, whose bank accounts mirror the entity's own
-- (internal) bank accounts, so that a transfer between the organisation's own
-- accounts pays a counterparty like any other. Generated counterparties are
-- kept in step by the service and cannot be changed or deleted by users.
alter table counterparties
  add column status text not null default 'ACTIVE' check (status in ('ACTIVE', 'INACTIVE')),
  add column generated boolean not null default false,
  add column entity_id uuid references entities (id),
  add constraint counterparties_generated_entity check (generated = (entity_id is not null)),
  add constraint counterparties_external_id_length check (external_id is null or length(trim(external_id)) between 1 and 100);
create unique index counterparties_one_per_entity on counterparties (entity_id) where generated;

-- The internal bank account a generated counterparty's account mirrors.
alter table counterparty_bank_accounts
  add column internal_bank_account_id uuid references bank_accounts (id) on delete set null;
create unique index counterparty_bank_accounts_internal on counterparty_bank_accounts (internal_bank_account_id) where internal_bank_account_id is not null;

-- Entities that exist already get their generated counterparty now, with the
-- alias rule of counterparties/generated.ts: the entity's name, or when a
-- counterparty has that alias, the name followed by " (entity)", " (entity 2)", …
do $$
declare
  e record;
  candidate text;
  suffix text;
  n int;
  created uuid;
begin
  for e in select id, organization_id, name from entities order by created_at, id loop
    n := 0;
    loop
      suffix := case when n = 0 then '' when n = 1 then ' (entity)' else ' (entity ' || n || ')' end;
      candidate := rtrim(left(e.name, 100 - length(suffix))) || suffix;
      exit when not exists (select 1 from counterparties c where c.organization_id = e.organization_id and lower(c.alias) = lower(candidate));
      n := n + 1;
    end loop;
    insert into counterparties (organization_id, legal_name, alias, type, generated, entity_id)
      values (e.organization_id, e.name, candidate, 'COMPANY', true, e.id)
      returning id into created;
    insert into counterparty_bank_accounts (organization_id, counterparty_id, bank_code, account_number, account_name, alias, position, internal_bank_account_id)
      select a.organization_id, created, a.bank_code, a.account_number, a.account_name, a.alias, (row_number() over (order by lower(a.alias), a.id)) - 1, a.id
      from bank_accounts a
      where a.entity_id = e.id
      on conflict do nothing;
  end loop;
end
$$;
