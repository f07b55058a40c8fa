-- A session's generation: its access tokens carry it, and a change of the
-- member's role or permissions moves it on, so tokens of an older generation
-- are refused at once and a fresh one (with the new permissions) is issued
-- from the refresh token.
alter table sessions add column generation integer not null default 0;
alter table sessions add column renewed_at timestamptz;
create index sessions_revoked_at on sessions (revoked_at) where revoked_at is not null;
create index sessions_renewed_at on sessions (renewed_at) where renewed_at is not null;
