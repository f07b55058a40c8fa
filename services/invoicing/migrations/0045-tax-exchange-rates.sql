-- The kurs pajak: the Minister of Finance's weekly rates (Keputusan Menteri Keuangan "Nilai kurs sebagai dasar
-- pelunasan bea masuk, PPN dan PPnBM, bea keluar, dan PPh", for example KMK 49/KM.10/KF.4/2024, valid 27 November to
-- 3 December 2024: USD Rp 15.875,00, SGD Rp 11.824,42) at which the PPN of a delivery priced in a foreign currency is
-- converted into rupiah (PP 44 Tahun 2022 Pasal 21: the rate valid when the tax invoice is, or should have been,
-- made). Each organisation keeps its own table, entered one by one or imported, because it answers for the rate its
-- tax invoices use.
--
-- What must hold whatever the code does:
-- - a rate is for USD or SGD, greater than zero, in rupiah to the sen (KMK publishes two decimals);
-- - its week is a KMK week: from a Wednesday to the Tuesday after (isodow 3, six days on);
-- - one rate per organisation, currency and week, so two weeks of a currency never overlap and the lookup for a
--   tax date finds one rate or none;
-- - its source is a KMK number or null for a rate entered without one (MANUAL).
create table tax_exchange_rates (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  currency text not null check (currency in ('USD', 'SGD')),
  rate numeric(20, 2) not null check (rate > 0),
  valid_from date not null check (extract(isodow from valid_from) = 3),
  valid_to date not null,
  kmk_number text check (length(kmk_number) between 1 and 100),
  -- The file an imported rate came from; null for one entered by hand.
  file_name text check (length(file_name) between 1 and 255),
  entered_by uuid not null,
  entered_at timestamptz not null default now(),
  check (valid_to = valid_from + 6),
  constraint tax_exchange_rates_one_per_week unique (organization_id, currency, valid_from)
);
create index tax_exchange_rates_list on tax_exchange_rates (organization_id, valid_from desc, currency, id);

-- An invoice in a foreign currency keeps, from its issue, the rate of its tax date (the invoice date), where the
-- rate came from, and its rupiah tax figures (converted per line, ../documents/tax-conversion.ts); an invoice in
-- rupiah keeps none of them.
alter table sales_invoices
  add column tax_rate numeric(20, 2) check (tax_rate > 0),
  add column tax_rate_source text check (length(tax_rate_source) between 1 and 100),
  add column tax_rate_valid_from date,
  add column idr_tax_base numeric(20, 2) check (idr_tax_base >= 0),
  add column idr_other_tax_base numeric(20, 2) check (idr_other_tax_base >= 0),
  add column idr_vat numeric(20, 2) check (idr_vat >= 0),
  add constraint sales_invoices_tax_rate_whole check (
    (tax_rate is null) = (tax_rate_source is null) and (tax_rate is null) = (tax_rate_valid_from is null)
    and (tax_rate is null) = (idr_tax_base is null) and (tax_rate is null) = (idr_other_tax_base is null)
    and (tax_rate is null) = (idr_vat is null)),
  add constraint sales_invoices_tax_rate_foreign check (tax_rate is null or currency <> 'IDR'),
  -- A foreign invoice is numbered only in the transaction that found its rate.
  add constraint sales_invoices_issued_with_rate check (currency = 'IDR' or number is null or tax_rate is not null);
