-- Orders: whether a credit memo waits for another member's approval before it takes anything off an invoice.
-- Off by default: memos are written open, as before.
alter table organizations
  add column credit_memo_approval_required boolean not null default false;
