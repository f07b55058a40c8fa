-- Subscribers come back after a lost connection (an instance stopped, a network) and ask for what they missed
-- (bff/events.ts replay). Each outbox row keeps the oldest transaction still running when it was written: every
-- event committed after this one was written by a transaction at least that old, so a subscriber that last heard
-- this one misses nothing by reading the rows of such transactions again (the `cursor` each event carries).
-- Its notification is sent from here, on the row, with its position and cursor, so that every writer of the
-- outbox (services/kit/events.ts, triggers) sends one the same way.
alter table outbox add column horizon bigint not null default (pg_snapshot_xmin(pg_current_snapshot())::text::bigint);
create index outbox_replay on outbox (organization_id, tx_id, id);

create function notify_outbox() returns trigger
language plpgsql
set search_path from current
as $$
begin
  perform pg_notify('kas_events', (new.payload || jsonb_build_object(
    'position', new.tx_id::text || '.' || new.id::text,
    'cursor', new.horizon::text))::text);
  return null;
end
$$;

create trigger outbox_notify after insert on outbox for each row execute function notify_outbox();
