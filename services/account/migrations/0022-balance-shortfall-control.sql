-- Controls: whether a payment or transfer that would take its source
-- account's available balance below zero is refused (on) or only warned
-- about (off, the default). Owners (settings:manage) change it with the other
-- controls; the treasury service reads it per request.
alter table organizations
  add column balance_shortfall_refused boolean not null default false;
