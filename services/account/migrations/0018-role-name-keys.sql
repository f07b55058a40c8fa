-- Look-alike role names: a custom role's name is unique
-- per organisation by its skeleton (services/kit/text.ts nameSkeleton:
-- Unicode's confusables, case, accents and invisible characters ignored), no
-- longer by lower(), as the treasury's aliases are (its migration 0008). The
-- service computes the skeleton; rows that exist now (and any row written
-- without it) get a placeholder that collides with nothing, replaced by the
-- real skeleton when the account service starts (services/kit/name-keys.ts).
-- The index keeps its name.

alter table roles add column name_key text not null default ('unset:' || gen_random_uuid());
drop index roles_name_ci;
create unique index roles_name_ci on roles (organization_id, name_key);
