-- Every event an ERP follows (contracts/common/events.ts), from this service's outbox:
-- - a counterparty changed (its fields: UPDATED; made inactive or active again: its status), beside its creation;
-- - a bill moved: recorded (CREATED), SUBMITTED, APPROVED or CANCELLED;
-- each written by a trigger on the row, so every writer (the services, imports, generated counterparties) tells it in
-- its own transaction, and each carrying its record as the change left it (`record`, as invoicing's 0060 adds it to
-- the outbox row: name or number, status, amount as a decimal string, currency, due date, updatedAt).

insert into event_vocabulary (type, change) values
  ('counterparty.updated', 'UPDATED'),
  ('counterparty.updated', 'ACTIVE'),
  ('counterparty.updated', 'INACTIVE'),
  ('bill.changed', 'CREATED'),
  ('bill.changed', 'SUBMITTED'),
  ('bill.changed', 'APPROVED'),
  ('bill.changed', 'CANCELLED');

-- The record an event is about, as it now stands in this transaction; null for a type whose record an ERP does not
-- follow here. Amounts are numeric(20, 2) as text: decimal strings, never numbers; instants ISO 8601 in UTC.
create function event_record(event_type text, subject text) returns jsonb
language plpgsql stable
set search_path from current
as $$
begin
  if subject !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then return null; end if;
  if event_type like 'bill.%' then
    return (select jsonb_build_object('number', number, 'status', status, 'total', amount::text,
      'outstanding', (amount - reconciled_amount)::text, 'currency', currency, 'dueDate', due_date::text,
      'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from bills where id = subject::uuid);
  elsif event_type like 'counterparty.%' then
    return (select jsonb_build_object('name', alias, 'status', status,
      'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      from counterparties where id = subject::uuid);
  end if;
  return null;
end
$$;

-- Each outbox row of a record an ERP follows carries it, as its notification and the feed then do.
create function outbox_with_record() returns trigger
language plpgsql
set search_path from current
as $$
declare
  snapshot jsonb := event_record(new.type, new.subject_id);
begin
  if snapshot is not null then new.payload := jsonb_set(new.payload, '{record}', snapshot); end if;
  return new;
end
$$;

create trigger outbox_record before insert on outbox for each row execute function outbox_with_record();

-- Writes one event about a row of this database, as services/kit/events.ts would.
create function announce_event(event_type text, organization uuid, subject uuid, permission text, change text)
returns void
language sql
set search_path from current
as $$
  insert into outbox (type, organization_id, subject_id, payload)
    values (event_type, organization, subject::text, jsonb_build_object(
      'type', event_type,
      'organizationId', organization,
      'subjectId', subject::text,
      'permission', permission,
      'change', change));
$$;

create function announce_bill_moved() returns trigger
language plpgsql
set search_path from current
as $$
begin
  perform announce_event('bill.changed', new.organization_id, new.id, 'bills:read', new.status);
  return null;
end
$$;

create trigger bills_announce_created after insert on bills
  for each row execute function announce_bill_moved();
create trigger bills_announce_moved after update of status on bills
  for each row when (old.status is distinct from new.status) execute function announce_bill_moved();

create function announce_counterparty_updated() returns trigger
language plpgsql
set search_path from current
as $$
begin
  perform announce_event('counterparty.updated', new.organization_id, new.id, 'counterparties:read',
    case when old.status is distinct from new.status then new.status else 'UPDATED' end);
  return null;
end
$$;

-- What a reader sees of a counterparty; its `updated_at` alone (or a key derived from these) is no change.
create trigger counterparties_announce_updated after update on counterparties
  for each row when ((old.alias, old.legal_name, old.email, old.tax_number, old.type, old.status, old.entity_id,
    old.external_id) is distinct from (new.alias, new.legal_name, new.email, new.tax_number, new.type, new.status,
    new.entity_id, new.external_id))
  execute function announce_counterparty_updated();
