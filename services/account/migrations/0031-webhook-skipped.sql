-- Nothing lost while an endpoint is off: an event raised while an endpoint is disabled (by a person, or after its
-- deliveries failed for a whole schedule) is kept in its delivery log as SKIPPED, with the body it would have been
-- sent and the webhook-id it would have had, never attempted, until a manager replays it ("replay everything
-- since…"). A skipped delivery has no next attempt, no failure and no delivery instant: created_at is when the event
-- was skipped.
alter table webhook_deliveries drop constraint webhook_deliveries_status_check;
alter table webhook_deliveries
  add constraint webhook_deliveries_status_check
    check (status in ('PENDING', 'DELIVERED', 'FAILED', 'SKIPPED'));

alter table webhook_deliveries drop constraint webhook_deliveries_check;
alter table webhook_deliveries
  add constraint webhook_deliveries_check check (
    (status = 'PENDING' and next_attempt_at is not null and failure_reason is null)
    or (status = 'DELIVERED' and delivered_at is not null and failure_reason is null and next_attempt_at is null)
    or (status = 'FAILED' and failed_at is not null and failure_reason is not null and next_attempt_at is null)
    or (status = 'SKIPPED' and next_attempt_at is null and failure_reason is null and failed_at is null)
  );
