-- Exceptions (spec: /exceptions; "Exception: type, days open"; tickets Open,
-- In Progress, Resolved). A scan turns statement transactions that need a
-- person into tickets: lines left unmatched past the organisation's age, and
-- lines whose proposals were rejected twice. (0014 is another change's number.)

-- The organisation's exception rules; an organisation without a row uses the defaults.
create table exception_settings (
  organization_id uuid primary key,
  -- A line unreconciled (or partially reconciled) this many days after its date becomes an exception.
  unmatched_after_days integer not null check (unmatched_after_days between 1 and 365),
  updated_by uuid,
  updated_at timestamptz not null default now()
);

create table exception_tickets (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  type text not null check (type in ('UNMATCHED_STATEMENT_TRANSACTION', 'REJECTED_TWICE')),
  -- The line the ticket is about; a line deleted with its bank account takes its tickets along.
  statement_transaction_id uuid not null references statement_transactions (id) on delete cascade,
  status text not null default 'OPEN' check (status in ('OPEN', 'IN_PROGRESS', 'RESOLVED')),
  -- The business day the line became an exception (days open count from it).
  opened_on date not null,
  -- A member of the organisation (the BFF checks membership with the account service), or nobody.
  assignee_id uuid,
  -- MANUAL: a member resolved it with a note; RECONCILED, ARCHIVED: it resolved itself when its line did.
  resolution text check (resolution in ('MANUAL', 'RECONCILED', 'ARCHIVED')),
  resolution_note text check (char_length(resolution_note) <= 1000),
  resolved_by uuid,
  resolved_on date,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A resolved ticket says how and when; an unresolved one says neither.
  constraint exception_tickets_resolution check ((status = 'RESOLVED') = (resolution is not null and resolved_on is not null and resolved_at is not null)),
  constraint exception_tickets_note check (resolution <> 'MANUAL' or char_length(btrim(resolution_note)) > 0)
);
-- Once per line and type while unresolved: parallel scans insert with ON CONFLICT DO NOTHING against this.
create unique index exception_tickets_unresolved on exception_tickets (organization_id, statement_transaction_id, type) where status <> 'RESOLVED';
create index exception_tickets_page on exception_tickets (organization_id, opened_on, id);
-- The tickets of a line (what a line's delete cascades to, and what the scan checks per line and type).
create index exception_tickets_line on exception_tickets (statement_transaction_id, type);
-- The tickets members resolved, which keep the scan from opening their line's ticket again: few, and
-- looked up once per candidate line, so a line's lookup never walks the organisation's other tickets.
create index exception_tickets_resolved_by_member on exception_tickets (statement_transaction_id, type) where resolution = 'MANUAL';
