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

-- A luxury line may carry PPnBM (formats/document-totals.ts `LUXURY_RATES`): its rate (the e-Faktur's `STLGRate`) and
-- the tax (`STLG`), which the line's total and every document's grand total now include. The checks of 0028 that a
-- total is its tax base plus VAT were named by PostgreSQL (`<table>_checkN`, by their place), so they are found by
-- what they check and replaced by ones that add PPnBM.
alter table document_lines
  add column luxury_rate integer check (luxury_rate in (15, 20, 25, 40, 50, 60, 70, 75, 95)),
  add column luxury_tax numeric(20, 2) not null default 0 check (luxury_tax >= 0),
  add check (tax_code = 'PPN_LUXURY' or luxury_rate is null),
  add check (luxury_rate is not null or luxury_tax = 0);
alter table sales_orders add column luxury_tax numeric(20, 2) not null default 0 check (luxury_tax >= 0);
alter table purchase_orders add column luxury_tax numeric(20, 2) not null default 0 check (luxury_tax >= 0);
alter table goods_receipts add column luxury_tax numeric(20, 2) not null default 0 check (luxury_tax >= 0);
alter table sales_invoices add column luxury_tax numeric(20, 2) not null default 0 check (luxury_tax >= 0);

do $$
declare
  target record;
  found text;
begin
  for target in select * from (values
    ('document_lines', 'total'), ('sales_orders', 'grand_total'), ('purchase_orders', 'grand_total'),
    ('goods_receipts', 'grand_total'), ('sales_invoices', 'grand_total')) as t (tab, col)
  loop
    select conname into strict found from pg_constraint
      where conrelid = target.tab::regclass and contype = 'c'
        and pg_get_constraintdef(oid) = format('CHECK ((%s = (tax_base + vat)))', target.col);
    execute format('alter table %I drop constraint %I', target.tab, found);
    execute format('alter table %I add check (%I = tax_base + vat + luxury_tax)', target.tab, target.col);
  end loop;
end $$;
