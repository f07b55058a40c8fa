-- Payment providers' payouts become exceptions (spec: settlement, "differences
-- become exceptions"), through the same tickets as statement transactions
-- (0015): one table, one lifecycle (Open, In Progress, Resolved), one scan. A
-- ticket is about one subject, a statement transaction or a provider's
-- settlement (the payout that the provider's report says it paid into the
-- organisation's bank account), and its type says which. The scan finds two
-- differences between what a provider says it paid out and what the bank
-- statement shows:
--
-- - PAYOUT_NOT_ON_STATEMENT: the payout is still not reconciled in full, and
--   not archived, the organisation's exception age (unmatched_after_days,
--   default 7) after its settlement date: nothing, or only part of it, has
--   been matched with a bank credit. Opened on settlement date + age. It
--   resolves itself (RECONCILED, ARCHIVED) once the payout is reconciled in
--   full or archived.
-- - PAYOUT_AMOUNT_DIFFERS: the payout is reconciled with a bank credit short
--   of it, the shortfall booked as a fee (a fee-deducted match, 0045): the
--   bank received less than the provider says it paid. Opened at once, by the
--   follow-up scan of the reconciliation's change. It resolves
--   itself (UNMATCHED) once no fee stays booked on the payout: the match was
--   removed.
--
-- The provider's report cannot disagree with itself here: a payout's amount
-- is the sum of its records' settled (net) amounts (import-writes.ts,
-- refreshSettlementAmounts), and every row's net is checked against its gross
-- less its fees on import. A bank credit above the payout leaves the line
-- partly open, which the statement transaction's own ticket covers.
--
-- What must hold whatever the code does:
-- - a ticket has exactly one subject, the one its type is about;
-- - a payout's ticket keeps the figures it was opened for (what the provider
--   paid out, what the statement received), received below expected; a line's
--   ticket has none;
-- - once per payout and type while unresolved: parallel scans insert with ON
--   CONFLICT DO NOTHING against exception_tickets_payout_unresolved;
-- - a payout deleted with its provider takes its tickets along.

alter table exception_tickets alter column statement_transaction_id drop not null;
alter table exception_tickets
  add column payment_settlement_id uuid references payment_settlements (id) on delete cascade,
  -- What the provider's report says it paid out (the payout's amount when the ticket opened).
  add column expected_amount numeric(20, 2),
  -- What the bank statement had received of it when the ticket opened (its matched bank credits).
  add column received_amount numeric(20, 2);

alter table exception_tickets drop constraint exception_tickets_type_check;
alter table exception_tickets add constraint exception_tickets_type_check check (
  type in ('UNMATCHED_STATEMENT_TRANSACTION', 'REJECTED_TWICE', 'PAYOUT_NOT_ON_STATEMENT', 'PAYOUT_AMOUNT_DIFFERS')
);
-- UNMATCHED: it resolved itself when the match that showed the payout's difference was removed.
alter table exception_tickets drop constraint exception_tickets_resolution_check;
alter table exception_tickets add constraint exception_tickets_resolution_check check (
  resolution in ('MANUAL', 'RECONCILED', 'ARCHIVED', 'UNMATCHED')
);
alter table exception_tickets add constraint exception_tickets_subject check (
  case when type in ('PAYOUT_NOT_ON_STATEMENT', 'PAYOUT_AMOUNT_DIFFERS')
    then payment_settlement_id is not null and statement_transaction_id is null
      and expected_amount is not null and received_amount is not null
      and received_amount >= 0 and received_amount < expected_amount
    else statement_transaction_id is not null and payment_settlement_id is null
      and expected_amount is null and received_amount is null
  end
);

create unique index exception_tickets_payout_unresolved on exception_tickets (organization_id, payment_settlement_id, type)
  where status <> 'RESOLVED' and payment_settlement_id is not null;
-- The tickets of a payout (what its delete cascades to, and what the scan checks per payout and type).
create index exception_tickets_payout on exception_tickets (payment_settlement_id, type) where payment_settlement_id is not null;
-- The fee-deducted allocations of payouts, which the scan looks for.
create index reconciliation_allocations_settlement_fee on reconciliation_allocations (payment_settlement_id)
  where payment_settlement_id is not null and fee > 0;
