-- A sale without PPN is reported to Coretax one of three ways, chosen on its invoice: no faktur at all (a delivery
-- that is not subject to PPN: the e-Faktur file leaves the invoice out and says why), or a faktur of transaction
-- code 07 (PPN not collected) or 08 (PPN exempt) naming the facility it rests on (Coretax's AddInfo, TD.005NN; its
-- FacilityStamp follows from it) and, where the facility needs one, the document it rests on and that document's
-- month (CustomDoc, CustomDocMonthYear). Codes and lists: PER-03/PJ/2022 and PER-11/PJ/2025 (transaction codes
-- 01 to 10), Odoo's l10n_id_efaktur_coretax (models/account_move.py).
--
-- What must hold whatever the code does:
-- - an invoice names a facility with its code, or neither;
-- - the document's month is given only beside the document.

alter table sales_invoices
  add column faktur_code text check (faktur_code in ('07', '08')),
  add column faktur_add_info text check (faktur_add_info ~ '^TD\.005[0-9]{2}$'),
  add column faktur_custom_doc text check (length(faktur_custom_doc) between 1 and 100),
  add column faktur_custom_doc_month text check (faktur_custom_doc_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');

alter table sales_invoices
  add constraint sales_invoices_faktur_facility check ((faktur_code is null) = (faktur_add_info is null)),
  add constraint sales_invoices_faktur_custom_doc check (
    faktur_custom_doc_month is null or faktur_custom_doc is not null
  ),
  add constraint sales_invoices_faktur_only_with_code check (faktur_code is not null or faktur_custom_doc is null);
