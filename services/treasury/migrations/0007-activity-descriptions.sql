-- What each change was, as a message and its typed values (services/kit/activity.ts
-- ACTIVITY_MESSAGES), so the web can describe it in the reader's language with
-- their money and date formats; the English summary stays for integrators.
-- Entries written before this have none and show their summary.
alter table activity_log add column description jsonb;
