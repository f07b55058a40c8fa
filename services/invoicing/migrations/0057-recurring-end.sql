-- Recurring invoices run on the organisation's own day: a template keeps the time zone of its organisation (its
-- account settings' time zone, read when a member sets it up or changes it), because the daily job runs with no
-- member's token to ask the account service with. A template of an organisation in Asia/Jayapura is due at
-- Jayapura's midnight, two hours before Jakarta's. Existing templates were run on Jakarta's day, which they keep.
alter table recurring_invoices
  add column time_zone text not null default 'Asia/Jakarta' check (length(time_zone) between 1 and 64);
