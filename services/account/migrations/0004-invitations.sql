-- Invitations to join an organisation (spec: invitation landing, expired state).
create table invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  email public.citext not null,
  role_id uuid not null references roles (id),
  invited_by uuid references users (id) on delete set null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index invitations_organization on invitations (organization_id, created_at desc);
