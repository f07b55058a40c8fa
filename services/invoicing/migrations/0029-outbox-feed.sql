-- The outbox read in commit order by another service (services/kit/event-feed.ts): each row keeps the id of the
-- transaction that wrote it. Ids are taken when a row is written, not when its transaction commits, so a reader
-- following ids alone could pass a row that commits later; a reader that takes only rows of transactions older than
-- every running one, ordered by transaction and id, never does. Rows written before this step share this
-- migration's transaction id, which orders them before every later one.
alter table outbox add column tx_id bigint not null default (pg_current_xact_id()::text::bigint);
create index outbox_feed on outbox (tx_id, id);
