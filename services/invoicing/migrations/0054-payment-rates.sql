-- A payment in a foreign currency keeps the rate at which its rupiah were received, so that what it settles of an
-- invoice can be valued in rupiah twice: at the invoice's rate and at the payment's. The difference is the realised
-- exchange gain or loss (PSAK 10 (revisi 2010), adopting IAS 21: a foreign-currency item is recognised at the spot rate
-- of its transaction date (par. 21) and the difference arising when it is settled at another rate is recognised in
-- profit or loss (par. 28)). See formats/exchange-difference.ts for the arithmetic.
--
-- What must hold whatever the code does:
-- - a rupiah payment has no rate;
-- - a rate is rupiah per one unit, greater than zero, to the sen (as the kurs pajak is);
-- - its source says where it came from: ENTERED (the member typed the rate the bank converted at) or KURS_PAJAK
--   (none was entered: the organisation's kurs pajak of the payment date's week, which the payment then names, so
--   that rate can be neither corrected nor deleted while the payment uses it); a payment with neither has no rate and
--   its exchange difference is unknown: it is recorded all the same, since the money arrived whatever a table says.
alter table invoice_payments
  add column exchange_rate numeric(20, 2) check (exchange_rate > 0),
  add column exchange_rate_source text check (exchange_rate_source in ('ENTERED', 'KURS_PAJAK')),
  add column tax_exchange_rate_id uuid references tax_exchange_rates (id),
  add constraint invoice_payments_rate_whole check ((exchange_rate is null) = (exchange_rate_source is null)),
  add constraint invoice_payments_rate_foreign check (exchange_rate is null or currency <> 'IDR'),
  add constraint invoice_payments_rate_from_table check (
    (exchange_rate_source = 'KURS_PAJAK') = (tax_exchange_rate_id is not null));
create index invoice_payments_tax_rate on invoice_payments (tax_exchange_rate_id) where tax_exchange_rate_id is not null;
