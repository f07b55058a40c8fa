-- A line's discount may be written as a percent of unit price x quantity (formats/document-totals.ts): the percent is
-- kept beside the discount it came to, so the document and its PDF show what was agreed ("10%") as well as the amount
-- to the sen that Coretax checks (tax base = price x quantity - discount). Null when the discount was an amount.
alter table document_lines
  add column discount_percent numeric(5, 2) check (discount_percent between 0 and 100);

-- A document's prices may be written with PPN in them (formats/document-totals.ts works the tax base back from the
-- gross): each line keeps whether its unit price includes PPN, and the unit price without it that the e-Faktur's
-- `Price` carries (null when the price was written without PPN, and is that price). The figures stored (amount,
-- discount, tax base, PPN, total) are without PPN as before, so the checks of 0028 hold unchanged.
alter table document_lines
  add column price_includes_tax boolean not null default false,
  add column net_unit_price numeric(20, 2) check (net_unit_price >= 0),
  add check (price_includes_tax or net_unit_price is null);
