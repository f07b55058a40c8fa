-- A charge follows its invoice (checkout/follow.ts): when what is left of an invoice changes by any road (a payment
-- recorded by hand, a bank credit reconciled, a credit memo, PPh 23 withheld, an allocation undone) or it is paid or
-- cancelled, a charge still waiting at the gateway for another amount is expired there, so the buyer cannot pay what is
-- no longer owed; the buyer's page then offers what is left now.
--
-- What must hold whatever the code does: the follow-up is queued in the transaction that changed the invoice, once
-- per invoice however many changes it takes (graphile-worker's job key), and only while a charge waits for an amount
-- other than what a charge would be now (what is left, rounded down to the rupiah, of an issued invoice).
create function sales_invoices_checkout_follows() returns trigger
language plpgsql
set search_path from current
as $$
begin
  if exists (
    select 1 from checkout_charges c
    where c.invoice_id = new.id and c.status = 'PENDING'
      and (new.status <> 'ISSUED' or c.amount <> trunc(new.remaining_amount))
  ) and to_regnamespace('invoicing_jobs') is not null then
    perform invoicing_jobs.add_job('checkout-follow-invoice', json_build_object('invoiceId', new.id),
      job_key => 'checkout-follow-invoice:' || new.id::text);
  end if;
  return null;
end
$$;

create trigger sales_invoices_checkout_follows after update on sales_invoices
  for each row
  when (old.remaining_amount is distinct from new.remaining_amount or old.status is distinct from new.status)
  execute function sales_invoices_checkout_follows();
