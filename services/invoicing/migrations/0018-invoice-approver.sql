-- The member an invoice names to approve it (the spec's sales invoice approver): an active member of the organisation
-- who may approve invoices, checked with the account service when the invoice is written. Once named, only they approve
-- it; never its author, and the invoice's approval is theirs.
alter table sales_invoices
  add column approver_id uuid,
  add constraint sales_invoices_approver_not_author check (approver_id <> created_by),
  add constraint sales_invoices_approved_by_approver check (approved_by = approver_id or approver_id is null or approved_by is null);
