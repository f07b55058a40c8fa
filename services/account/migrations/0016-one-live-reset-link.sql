-- One live password-reset link per user: a new request ends the older links,
-- and parallel requests cannot leave several (30 requests used to leave 30).
-- Older unused links are ended first, keeping the newest.
update password_resets p
set used_at = now()
where p.used_at is null
  and exists (
    select 1
    from password_resets newer
    where newer.user_id = p.user_id
      and newer.used_at is null
      and (newer.created_at, newer.token_hash) > (p.created_at, p.token_hash)
  );

create unique index password_resets_one_live on password_resets (user_id) where used_at is null;
