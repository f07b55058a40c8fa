-- Milestones that can be paid (services/invoicing/sales-invoices/milestones.ts). A milestone had a name, a percent and
-- its share of the grand total, and only printed. Each now has its due date, is reminded on its own and can be paid
-- on its own at checkout.
--
-- What is settled of an invoice (paid, credited, withheld) settles its milestones in due order, the earliest first:
-- one rule, derived from the invoice's own amounts, so no allocation per milestone is stored and none can disagree
-- with the invoice. The due dates are in order of position (the service refuses others: U-INV-SI-53, U-INV-SI-54),
-- so position order is due order.
--
-- What must hold whatever the code does:
-- - every milestone has a due date; those written before this step fall due with their invoice;
-- - a reminder is of the whole invoice (no milestone) or of one milestone, each step of each once;
-- - a checkout charge pays the whole of what is left (no milestone) or up to one milestone of its invoice.

alter table invoice_milestones add column due_date date;
update invoice_milestones m set due_date = s.due_date
  from sales_invoices s where s.id = m.invoice_id;
alter table invoice_milestones alter column due_date set not null;

alter table invoice_reminders
  add column milestone_position integer check (milestone_position > 0),
  drop constraint invoice_reminders_invoice_id_step_days_key;
create unique index invoice_reminders_step on invoice_reminders (invoice_id, coalesce(milestone_position, 0), step_days);

alter table checkout_charges add column milestone_position integer check (milestone_position > 0);
