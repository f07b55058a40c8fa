-- An invoice waiting for approval can be returned by the one who may approve it: it goes back to DRAFT with a
-- reason, so its writer corrects it and submits it again, rather than cancelling it and writing it anew. The return
-- names who returned it, when and why, as a cancellation does; the revision history and the activity log keep every
-- return, the row the latest.
--
-- Once an invoice can be submitted more than once, by different members, the four-eyes rule of 0028
-- (sales_invoices_check6: the approver is neither its author nor its submitter) looked only at the LATEST
-- submitter: the first one could approve what they had submitted once another member resubmitted it. Every member
-- who ever submitted it is now kept (`submitters`, appended to at each submission) and none of them may approve it.
--
-- What must hold whatever the code does:
-- - a return names its reason, who and when, all three or none;
-- - the one who approves an invoice is none of the members who submitted it (besides 0028's checks);
-- - the events the return (RETURNED) and a draft's edit (REVISED) announce are in the outbox's vocabulary (0041).

alter table sales_invoices
  add column returned_by uuid,
  add column returned_at timestamptz,
  add column return_reason text check (length(return_reason) between 1 and 500),
  add column submitters uuid[] not null default '{}';

-- Invoices submitted before this step had one submitter at most: the one the row names.
update sales_invoices set submitters = array[submitted_by] where submitted_by is not null;

alter table sales_invoices
  add constraint sales_invoices_returned
    check ((returned_by is null) = (returned_at is null) and (returned_by is null) = (return_reason is null)),
  add constraint sales_invoices_submitted_by_in_submitters
    check (submitted_by is null or submitted_by = any (submitters)),
  add constraint sales_invoices_approved_by_no_submitter
    check (approved_by is null or approved_by <> all (submitters));

insert into event_vocabulary (type, change) values
  ('sales-invoice.changed', 'RETURNED'),
  ('sales-invoice.changed', 'REVISED');
