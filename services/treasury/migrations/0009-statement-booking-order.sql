-- Booking order (services/treasury/statements/booking-order.ts): statement
-- lines are listed, paged, exported and checked by date, then time of day (a
-- line without a time at the end of its day), then the bank's sequence
-- (line_number), then id. The list indexes of 0004 left the time out, so a
-- day's lines from different sources came in the wrong order; these replace
-- them with the full key.
drop index statement_transactions_list;
drop index statement_transactions_account;
create index statement_transactions_booking on statement_transactions (organization_id, transaction_date desc, (coalesce(transaction_time, time '24:00:00')) desc, line_number desc, id desc);
create index statement_transactions_account_booking on statement_transactions (bank_account_id, transaction_date desc, (coalesce(transaction_time, time '24:00:00')) desc, line_number desc, id desc);
