-- A document's page reads its own activity (and that of the receipts, invoices and memos made from it): by record,
-- newest first, without reading the organisation's whole log.
create index activity_log_record on activity_log (organization_id, entity_id, occurred_at desc, id desc);
