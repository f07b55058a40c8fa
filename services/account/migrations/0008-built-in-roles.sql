-- Built-in roles (owner, Maker, Approver, Maker & Approver) take their
-- permissions from the catalogue in code, so every organisation gets a new
-- permission the day it ships; custom roles keep theirs in `permissions`.
alter table roles add column built_in text check (built_in in ('OWNER', 'MAKER', 'APPROVER', 'MAKER_APPROVER'));
update roles set built_in = case
  when is_owner then 'OWNER'
  when name = 'Maker' then 'MAKER'
  when name = 'Approver' then 'APPROVER'
  when name = 'Maker & Approver' then 'MAKER_APPROVER'
end;
create unique index roles_one_built_in on roles (organization_id, built_in) where built_in is not null;
-- Role names are unique within an organisation whatever their case.
create unique index roles_name_ci on roles (organization_id, lower(name));

-- A deleted custom role leaves the invitations that offered it as history.
alter table invitations alter column role_id drop not null;
alter table invitations drop constraint invitations_role_id_fkey;
alter table invitations add constraint invitations_role_id_fkey foreign key (role_id) references roles (id) on delete set null;
