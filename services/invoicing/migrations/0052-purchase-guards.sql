-- What names a treasury bill to a clerk, kept beside what it bills of a purchase order's lines: a goods receipt whose
-- quantity a bill covers cannot be cancelled, and its refusal names the bill (the supplier's number, or its date when it
-- has none) without asking the treasury while the order's row is locked. Bills recorded before have neither.
alter table purchase_order_billings
  add column bill_number text,
  add column bill_date date;
