-- Credit memos wait for approval when the company's Orders settings ask for it (creditMemoApprovalRequired): written
-- PENDING_APPROVAL, a memo takes nothing off any invoice and counts in no buyer's credit until another member approves
-- it (OPEN: the applications asked for at writing are made then) or rejects it with a reason (REJECTED, final).
--
-- What must hold whatever the code does:
-- - a memo waiting for approval or rejected has applied nothing (its applications' trigger, 0014 and 0023, refuses
--   any application to a memo that is not OPEN, and the status check below holds its applied amount at 0);
-- - a rejected memo names why, who and when, as a cancelled one does;
-- - what was asked for at writing is kept beside the memo, each invoice once, for more than 0, until it is approved.

alter table credit_memos drop constraint credit_memos_status_check,
  add constraint credit_memos_status_check
    check (status in ('PENDING_APPROVAL', 'OPEN', 'APPLIED', 'CANCELLED', 'REJECTED'));

alter table credit_memos
  add column approved_by uuid,
  add column approved_at timestamptz,
  add column rejection_reason text,
  add column rejected_by uuid,
  add column rejected_at timestamptz;

alter table credit_memos drop constraint credit_memos_status,
  add constraint credit_memos_status check (
    case status
      when 'CANCELLED' then applied_amount = 0 and cancellation_reason is not null and cancelled_by is not null and cancelled_at is not null
      when 'REJECTED' then applied_amount = 0 and rejection_reason is not null and rejected_by is not null and rejected_at is not null
      when 'PENDING_APPROVAL' then applied_amount = 0
      when 'APPLIED' then applied_amount = amount
      else applied_amount < amount
    end
  );

-- The applications asked for when a memo waiting for approval was written: made, with the same checks, when it is approved.
create table credit_memo_requested_applications (
  credit_memo_id uuid not null references credit_memos (id),
  organization_id uuid not null,
  sales_invoice_id uuid not null references sales_invoices (id),
  position integer not null,
  amount numeric(20, 2) not null check (amount > 0),
  primary key (credit_memo_id, sales_invoice_id)
);
