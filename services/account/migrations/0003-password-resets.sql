-- Single-use, expiring password reset links (the token itself is only in the mail).
create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_user on password_resets (user_id, created_at desc);

-- Every mail the service sent; without SMTP_URL this is where mail lands.
create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  delivered boolean not null,
  created_at timestamptz not null default now()
);
