-- The events this service's outbox takes are the vocabulary's (contracts/common/events.ts), whoever writes them:
-- services/kit/events.ts (which checks them first) or any statement of this database's own. A row of another type,
-- or with a change its type does not have, is refused here with the key it gave: (type, change), the change '' for
-- a type that says none. tests/integration/event-vocabulary.test.ts keeps this table equal to the vocabulary of the
-- service's types: a change added there is a migration adding its row.
-- Rows written before this step are not checked again (`not valid`).
create table event_vocabulary (
  type text not null,
  change text not null,
  primary key (type, change)
);

insert into event_vocabulary (type, change) values
  ('counterparty.created', ''),
  ('payment.updated', 'CREATED'),
  ('payment.updated', 'UPDATED'),
  ('payment.updated', 'APPROVAL_GIVEN'),
  ('payment.updated', 'APPROVED'),
  ('payment.updated', 'REJECTED'),
  ('payment.updated', 'CANCELLED'),
  ('payment.updated', 'ARCHIVED'),
  ('payment.updated', 'RESENT'),
  ('payment.updated', 'EXPORTED'),
  ('payment.updated', 'IN_PROGRESS'),
  ('payment.updated', 'SENT'),
  ('payment.updated', 'FAILED'),
  ('transfer.updated', 'CREATED'),
  ('transfer.updated', 'UPDATED'),
  ('transfer.updated', 'APPROVAL_GIVEN'),
  ('transfer.updated', 'APPROVED'),
  ('transfer.updated', 'REJECTED'),
  ('transfer.updated', 'CANCELLED'),
  ('transfer.updated', 'ARCHIVED'),
  ('transfer.updated', 'RESENT'),
  ('transfer.updated', 'EXPORTED'),
  ('transfer.updated', 'IN_PROGRESS'),
  ('transfer.updated', 'SENT'),
  ('transfer.updated', 'FAILED'),
  ('reconciliation.updated', 'MATCHED'),
  ('reconciliation.updated', 'REMOVED'),
  ('reconciliation.updated', 'PROPOSAL_REJECTED'),
  ('reconciliation.updated', 'PROPOSED'),
  ('import.progress', ''),
  ('import.finished', 'COMPLETED'),
  ('import.finished', 'BLOCKED'),
  ('import.finished', 'NEEDS_CONFIRMATION'),
  ('import.finished', 'FAILED');

alter table outbox add column change text generated always as (coalesce(payload ->> 'change', '')) stored;
alter table outbox add constraint outbox_event_in_vocabulary foreign key (type, change)
  references event_vocabulary (type, change) not valid;
