-- One open invitation per email and organisation, whatever arrives in parallel
-- (a burst of invitations used to leave several live links). Older duplicates
-- are cancelled first, keeping the newest.
update invitations i
set revoked_at = now()
where i.accepted_at is null
  and i.revoked_at is null
  and exists (
    select 1
    from invitations newer
    where newer.organization_id = i.organization_id
      and newer.email = i.email
      and newer.accepted_at is null
      and newer.revoked_at is null
      and (newer.created_at, newer.id) > (i.created_at, i.id)
  );

create unique index invitations_one_open on invitations (organization_id, email) where accepted_at is null and revoked_at is null;
