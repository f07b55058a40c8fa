-- Webhooks for integrators (contracts/account/webhooks.ts): an organisation's endpoints, each delivery of an event
-- to one of them and each attempt at it, and how far the dispatcher has read each service's outbox feed.
--
-- What must hold whatever the code does:
-- - an event reaches an endpoint at most once as a delivery: (endpoint, source, event) is unique, so a feed read
--   twice, by two dispatchers at once or again after a crash, adds nothing;
-- - an endpoint is enabled, or disabled with why and when;
-- - a delivery is PENDING (with its next attempt), DELIVERED or FAILED (with why), each with its instant.

create table webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 80),
  description text check (length(description) <= 500),
  url text not null check (length(url) between 1 and 2000),
  event_types text[] not null check (cardinality(event_types) between 1 and 20),
  -- The role the endpoint receives events as: an event goes out only while this role may read its record.
  role_id uuid not null references roles (id),
  -- The signing secret (`whsec_…`), sealed (services/kit/keyring.ts): it must be usable, so it is not hashed.
  secret_sealed text not null,
  -- After a rotation, the secret before it also signs until it expires.
  previous_secret_sealed text,
  previous_secret_expires_at timestamptz,
  secret_rotated_at timestamptz,
  enabled boolean not null default true,
  disabled_reason text check (disabled_reason in ('MANUAL', 'FAILING')),
  disabled_at timestamptz,
  last_success_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((previous_secret_sealed is null) = (previous_secret_expires_at is null)),
  check (
    (enabled and disabled_reason is null and disabled_at is null)
    or (not enabled and disabled_reason is not null and disabled_at is not null)
  )
);
create unique index webhook_endpoints_name on webhook_endpoints (organization_id, lower(name));
create index webhook_endpoints_organization on webhook_endpoints (organization_id, created_at);

create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  -- Where the event came from: a service's feed (the outbox row's id there), or a test sent by a person.
  source text not null check (source in ('treasury', 'invoicing', 'test')),
  event_id bigint not null,
  event_type text not null,
  -- What a reader of the event's record needs (null for a test event): checked again at each attempt.
  permission text,
  -- The body as sent, kept as text so every attempt and replay signs the very same bytes.
  payload text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'DELIVERED', 'FAILED')),
  failure_reason text check (failure_reason in ('SCHEDULE_EXHAUSTED', 'ENDPOINT_DISABLED', 'PERMISSION_REMOVED')),
  attempt_count integer not null default 0 check (attempt_count >= 0),
  -- How far into the retry schedule it is, from its creation or its last replay.
  schedule_step integer not null default 0 check (schedule_step >= 0),
  schedule_started_at timestamptz not null default now(),
  next_attempt_at timestamptz,
  -- While an attempt is under way: until when it holds the delivery (a lease a crashed attempt lets go).
  claimed_until timestamptz,
  delivered_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (endpoint_id, source, event_id),
  check (
    (status = 'PENDING' and next_attempt_at is not null and failure_reason is null)
    or (status = 'DELIVERED' and delivered_at is not null and failure_reason is null and next_attempt_at is null)
    or (status = 'FAILED' and failed_at is not null and failure_reason is not null and next_attempt_at is null)
  )
);
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_organization on webhook_deliveries (organization_id, id);

-- The numbers of test events, which come from no feed.
create sequence webhook_test_events;

create table webhook_delivery_attempts (
  delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
  number integer not null check (number >= 1),
  attempted_at timestamptz not null,
  duration_ms integer not null check (duration_ms >= 0),
  url text not null,
  request_headers jsonb not null,
  response_status integer,
  response_headers jsonb,
  -- The first 4 KB of the answer.
  response_body text,
  error text check (error in ('TIMEOUT', 'CONNECTION_REFUSED', 'CONNECTION_FAILED', 'ADDRESS_REFUSED', 'DNS', 'TLS')),
  error_message text,
  primary key (delivery_id, number),
  check ((response_status is null) = (error is not null))
);

-- How far the dispatcher has read each service's outbox feed (contracts/common/event-feed.ts positions).
create table webhook_feed_positions (
  source text primary key check (source in ('treasury', 'invoicing')),
  position text not null,
  updated_at timestamptz not null default now()
);
