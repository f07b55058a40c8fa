-- A credit memo can be written as a DRAFT (contracts/invoicing/lifecycles.ts CREDIT_MEMO_LIFECYCLE): its writer
-- corrects it and submits it later, when it waits for approval or opens, as a new memo does. A draft changes no
-- balance: it takes nothing off any invoice, counts against nothing its invoice has left to credit and returns no
-- goods (the service counts only submitted memos, and counts the draft's amount and returns again at submission,
-- under its invoice's lock). The submission names who and when, as an order's does (0053). A draft's edit announces
-- itself (REVISED), as an order's does.
--
-- What must hold whatever the code does:
-- - a draft has applied nothing, and is not submitted yet; a submitted memo names who and when, both or neither.
alter table credit_memos add column submitted_by uuid, add column submitted_at timestamptz;

alter table credit_memos drop constraint credit_memos_status_check,
  add constraint credit_memos_status_check
    check (status in ('DRAFT', 'PENDING_APPROVAL', 'OPEN', 'APPLIED', 'CANCELLED', 'REJECTED')),
  add constraint credit_memos_submitted check ((submitted_by is null) = (submitted_at is null)),
  add constraint credit_memos_draft_unapplied
    check (status <> 'DRAFT' or (applied_amount = 0 and submitted_by is null));

insert into event_vocabulary (type, change) values ('credit-memo.changed', 'REVISED');
