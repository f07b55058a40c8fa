-- An API key's generation, as a session's (0009): its access tokens carry
-- it, and a change of the key's role's permissions moves it on, so tokens of
-- an older generation are refused at once and the key's next exchange mints
-- one with the role's new permissions.
alter table api_keys add column generation integer not null default 0;
alter table api_keys add column renewed_at timestamptz;
create index api_keys_renewed_at on api_keys (renewed_at) where renewed_at is not null;
