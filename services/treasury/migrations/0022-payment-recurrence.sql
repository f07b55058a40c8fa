-- Recurring payments and transfers (spec: "recurrence (one time), next payment
-- date"): an order repeats every so many days, weeks, months or years, until
-- a date or for good. A series is approved once: when an occurrence goes out,
-- the next one is made Scheduled with the same approvals, on the date counted
-- from the series' first date (so 31 January monthly gives 28 February, then
-- 31 March, not 28 March). One occurrence of a number per series, whatever
-- runs at once.
alter table payment_orders
  add column recurrence_unit text check (recurrence_unit in ('DAYS', 'WEEKS', 'MONTHS', 'YEARS')),
  add column recurrence_every integer check (recurrence_every between 1 and 365),
  add column recurrence_until date,
  -- The series' first order (its own id for the first), and that order's date.
  add column series_id uuid,
  add column series_start date,
  add column occurrence integer not null default 1 check (occurrence >= 1),
  -- The organisation's time zone when the order was made: its date starts at midnight there.
  add column time_zone text not null default 'Asia/Jakarta',
  add constraint payment_orders_recurrence check (
    (recurrence_unit is null) = (recurrence_every is null)
    and (recurrence_unit is not null or recurrence_until is null)
    and (recurrence_unit is null) = (series_id is null)
    and (series_id is null) = (series_start is null)
  );
create unique index payment_orders_occurrence on payment_orders (series_id, occurrence) where series_id is not null;
