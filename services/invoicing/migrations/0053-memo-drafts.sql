-- Drafts that are corrected before they are submitted: a sales order's edit
-- announces itself (REVISED), as an invoice's does (0042).
insert into event_vocabulary (type, change) values ('sales-order.changed', 'REVISED');
