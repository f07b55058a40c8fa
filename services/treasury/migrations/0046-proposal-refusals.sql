-- A proposal the rules would confirm by themselves but the match refuses (a
-- shortfall beyond a transfer fee, a side used up meanwhile) stays pending
-- for a reviewer with the refusal's code and message, so it never waits
-- silently.
alter table reconciliation_proposals
  add column auto_refusal_code text,
  add column auto_refusal_message text,
  add constraint reconciliation_proposals_auto_refusal check ((auto_refusal_code is null) = (auto_refusal_message is null));
