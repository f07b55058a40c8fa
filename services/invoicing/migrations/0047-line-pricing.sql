-- A line's discount may be written as a percent of unit price x quantity (formats/document-totals.ts): the percent is
-- kept beside the discount it came to, so the document and its PDF show what was agreed ("10%") as well as the amount
-- to the sen that Coretax checks (tax base = price x quantity - discount). Null when the discount was an amount.
alter table document_lines
  add column discount_percent numeric(5, 2) check (discount_percent between 0 and 100);
