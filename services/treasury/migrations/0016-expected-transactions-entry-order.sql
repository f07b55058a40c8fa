-- The list of expected transactions (and the candidates of a statement
-- transaction, which is that list filtered) is ordered by expected date, then
-- by when each was entered, then by id: rows of one date no longer come in the
-- order of their random ids. The list's indexes follow the new order.
drop index expected_transactions_list;
drop index expected_transactions_counterparty;
drop index expected_transactions_status;
create index expected_transactions_list on expected_transactions (organization_id, expected_date desc, created_at desc, id desc);
create index expected_transactions_counterparty on expected_transactions (organization_id, counterparty_id, expected_date desc, created_at desc, id desc) where counterparty_id is not null;
create index expected_transactions_status on expected_transactions (organization_id, reconciliation_status, expected_date desc, created_at desc, id desc);
