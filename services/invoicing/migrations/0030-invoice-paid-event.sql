-- An invoice is paid when its status becomes PAID, whatever paid it: a payment allocated, a gateway's charge, a bank
-- credit reconciled, a credit memo or a withholding slip taking off the rest (the status follows the amounts in
-- triggers of their own, 0013, 0014, 0021, 0023). This trigger announces it in the same transaction, as
-- services/kit/events.ts `publishEvent` would: an outbox row and a notification on commit, once per time it
-- becomes PAID. Webhooks deliver it as `sales_invoice.paid`.
create function announce_invoice_paid() returns trigger
language plpgsql
set search_path from current
as $$
declare
  event jsonb := jsonb_build_object(
    'type', 'sales-invoice.paid',
    'organizationId', new.organization_id,
    'subjectId', new.id::text,
    'permission', 'invoices:read',
    'change', 'PAID');
begin
  insert into outbox (type, organization_id, subject_id, payload)
    values ('sales-invoice.paid', new.organization_id, new.id::text, event);
  perform pg_notify('kas_events', event::text);
  return null;
end
$$;

create trigger sales_invoices_paid
  after update of status on sales_invoices
  for each row when (old.status is distinct from 'PAID' and new.status = 'PAID')
  execute function announce_invoice_paid();
