-- Whether the company had an NPWP when an invoice was issued: one fact, fixed at issue, that decides the invoice's
-- taxes. It is read from the seller the invoice keeps from its issue (migrations/0028-baseline `seller`, the company
-- profile as it was then), never from the profile now, so a company that records its NPWP later changes nothing of
-- an invoice issued before. Without an NPWP the company is no PKP, and a faktur pajak is made only by a PKP (UU PPN
-- art. 14 (1); one made anyway makes its maker owe the PPN on it, art. 14 (2)): the invoice gets no faktur (no tax
-- invoice number, left out of the e-Faktur file) and PPh 23 is withheld from it at the higher rate (UU PPh art. 23
-- (1a)). Generated from the snapshot, so it cannot disagree with the seller the PDF and the e-Faktur name; null until
-- the invoice is issued (a draft keeps no seller).
alter table sales_invoices
  add column seller_had_npwp boolean generated always as (
    case when jsonb_typeof(seller) = 'object' then coalesce(btrim(seller ->> 'taxNumber'), '') <> '' end
  ) stored;

-- A foreign invoice's PPnBM in rupiah, per line, as issuing figured it at the kurs pajak it keeps (beside the
-- invoice's rupiah tax base, other tax base and PPN, migrations/0045): the e-Faktur's `STLG` reads it rather than
-- figuring it again. Null on a line of a rupiah document or of a document not issued; 0 on a line without PPnBM.
alter table document_lines
  add column idr_luxury_tax numeric(20, 2) check (idr_luxury_tax >= 0);
alter table sales_invoices
  add column idr_luxury_tax numeric(20, 2) check (idr_luxury_tax >= 0),
  add constraint sales_invoices_idr_luxury_tax_whole check ((tax_rate is null) = (idr_luxury_tax is null));

-- The invoices issued in a foreign currency before: their lines' PPnBM in rupiah by the rule issuing follows
-- (formats/tax-conversion.ts `rupiahTaxFigures`): the line's tax base at the rate, to the sen, half up, then PPnBM
-- at the line's rate of that whole rupiah base (a luxury line's other tax base is its tax base, PMK 131/2024 art. 2),
-- to the sen, half up (round() of a positive numeric rounds half up).
update document_lines l
set idr_luxury_tax = round(round(l.tax_base * i.tax_rate, 2) * coalesce(l.luxury_rate, 0) / 100, 2)
from sales_invoices i
where l.document_type = 'SALES_INVOICE' and l.document_id = i.id and i.tax_rate is not null;
update sales_invoices i
set idr_luxury_tax = coalesce((
  select sum(l.idr_luxury_tax) from document_lines l
  where l.document_type = 'SALES_INVOICE' and l.document_id = i.id), 0)
where i.tax_rate is not null;
