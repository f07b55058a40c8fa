-- Look-alike names: the aliases of counterparties and bank accounts
-- and the names of entities are unique per organisation by their skeleton
-- (services/kit/text.ts nameSkeleton: Unicode's confusables, case, accents and
-- invisible characters ignored), no longer by lower(). The skeleton is kept in
-- a column so that the unique index decides between parallel creates. The
-- service computes it; rows that exist now (and any row written without it)
-- get a placeholder that collides with nothing ('unset:' and a random uuid),
-- replaced by the real skeleton when the treasury starts (refreshNameKeys in
-- services/treasury/name-keys.ts). The indexes keep their names, which the
-- services map to their errors.

alter table counterparties add column alias_key text not null default ('unset:' || gen_random_uuid());
drop index counterparties_alias_unique;
create unique index counterparties_alias_unique on counterparties (organization_id, alias_key);

alter table bank_accounts add column alias_key text not null default ('unset:' || gen_random_uuid());
drop index bank_accounts_alias;
create unique index bank_accounts_alias on bank_accounts (organization_id, alias_key);

alter table entities add column name_key text not null default ('unset:' || gen_random_uuid());
drop index entities_name;
create unique index entities_name on entities (organization_id, name_key);
