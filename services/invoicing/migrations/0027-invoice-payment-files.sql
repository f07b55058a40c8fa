-- Files that stand behind receivables (contracts/invoicing/invoice-payments.ts): a payment's proofs (the buyer's
-- transfer receipt, a photo of the cheque) and a PPh 23 withholding's slip (bukti potong) as the buyer's e-Bupot
-- printed it. PDF, JPG or PNG judged by their content, kept in the service's file storage under `storage_key`, as a
-- customer's documents are (0005).
--
-- What must hold whatever the code does:
-- - a file belongs to exactly one payment or one withholding, of its own organisation;
-- - a payment's proofs change (one added or removed) only while the payment is not cancelled: a cancelled payment
--   keeps what it had, readable, for good;
-- - a withholding has at most one slip file, added or replaced only once its slip is received (a cancelled
--   withholding keeps it).

-- What the files' foreign keys name: a payment or a withholding together with its organisation.
alter table invoice_payments add constraint invoice_payments_id_organization unique (id, organization_id);
alter table invoice_withholdings add constraint invoice_withholdings_id_organization unique (id, organization_id);

create table invoice_payment_files (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  payment_id uuid,
  withholding_id uuid,
  file_name text not null check (length(file_name) between 1 and 200),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  size integer not null check (size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_key text not null unique,
  uploaded_by uuid not null,
  uploaded_at timestamptz not null default clock_timestamp(),
  constraint invoice_payment_files_one_owner check (num_nonnulls(payment_id, withholding_id) = 1),
  constraint invoice_payment_files_payment foreign key (payment_id, organization_id)
    references invoice_payments (id, organization_id),
  constraint invoice_payment_files_withholding foreign key (withholding_id, organization_id)
    references invoice_withholdings (id, organization_id)
);
create index invoice_payment_files_payment on invoice_payment_files (payment_id, uploaded_at) where payment_id is not null;
create unique index invoice_payment_files_one_slip on invoice_payment_files (withholding_id) where withholding_id is not null;

-- A file comes or goes only while what it belongs to may still change: a payment not cancelled, a received withholding.
create function invoice_payment_files_changed() returns trigger
language plpgsql
set search_path from current
as $$
declare
  file invoice_payment_files;
  owner_status text;
begin
  file := case when tg_op = 'DELETE' then old else new end;
  if file.payment_id is not null then
    select status into owner_status from invoice_payments where id = file.payment_id;
    if owner_status = 'CANCELLED' then
      raise exception 'payment % is cancelled: its proofs change no more', file.payment_id
        using errcode = 'check_violation', constraint = 'invoice_payment_files_payment_open';
    end if;
  else
    select status into owner_status from invoice_withholdings where id = file.withholding_id;
    if owner_status is distinct from 'RECEIVED' then
      raise exception 'withholding % is not received: its slip file does not change', file.withholding_id
        using errcode = 'check_violation', constraint = 'invoice_payment_files_slip_received';
    end if;
  end if;
  return null;
end
$$;

create trigger invoice_payment_files_changed after insert or delete on invoice_payment_files
  for each row execute function invoice_payment_files_changed();

-- A file's row says what it is; nothing of it is edited afterwards.
create function invoice_payment_files_unchanged() returns trigger
language plpgsql
as $$
begin
  raise exception 'an invoice payment file is added or removed, never changed'
    using errcode = 'check_violation', constraint = 'invoice_payment_files_unchanged';
end
$$;

create trigger invoice_payment_files_unchanged before update on invoice_payment_files
  for each row execute function invoice_payment_files_unchanged();
