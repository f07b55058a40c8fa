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
