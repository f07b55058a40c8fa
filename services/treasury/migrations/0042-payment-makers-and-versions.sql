-- Four eyes on every version of a payment or transfer.
--
-- Whoever changes an order becomes one of its makers, beside the member who
-- made it, and an approval is bound to the version of the order it reviewed:
-- - `payment_order_makers` holds one row per member who made or changed an
--   order, with whether they may approve it themselves (the company's
--   self-approval control and their approve permission when they made or
--   changed it); the creator's row is written with the order itself;
-- - an approval by a maker who may not approve their own is refused, and a
--   member who approved cannot become a maker while their approval stands
--   (a change withdraws the approvals first), whatever writes the rows;
-- - `payment_orders.version` starts at 1 and every change of the order's
--   values raises it; an approval names the version it approved through a
--   foreign key to (id, version), so an approval of an older version is
--   refused and a change cannot keep the approvals of the version before.

alter table payment_orders add column version integer not null default 1 check (version >= 1);
alter table payment_orders add constraint payment_orders_version unique (id, version);

alter table payment_approvals add column order_version integer not null default 1;
alter table payment_approvals alter column order_version drop default;
alter table payment_approvals
  add constraint payment_approvals_order_version foreign key (payment_order_id, order_version) references payment_orders (id, version) on delete cascade;

create table payment_order_makers (
  payment_order_id uuid not null references payment_orders (id) on delete cascade,
  organization_id uuid not null,
  maker_id uuid not null,
  -- Whether this maker may approve the order themselves (the control must still allow it when they approve).
  may_approve boolean not null,
  made_at timestamptz not null default now(),
  primary key (payment_order_id, maker_id)
);

insert into payment_order_makers (payment_order_id, organization_id, maker_id, may_approve, made_at)
  select id, organization_id, maker_id, maker_may_approve, created_at from payment_orders;

-- The creator is the order's first maker, however the order is written.
create function payment_order_creator_is_maker() returns trigger language plpgsql as $$
begin
  insert into payment_order_makers (payment_order_id, organization_id, maker_id, may_approve, made_at)
    values (new.id, new.organization_id, new.maker_id, new.maker_may_approve, new.created_at)
    on conflict (payment_order_id, maker_id) do nothing;
  return null;
end $$;
create trigger payment_orders_creator_is_maker after insert on payment_orders
  for each row execute function payment_order_creator_is_maker();

-- Approvals and makers of one order are checked against each other under the order's row lock,
-- so an approval and a change of the same order written at the same moment cannot both pass.
create function payment_approval_not_a_maker() returns trigger language plpgsql as $$
begin
  perform 1 from payment_orders where id = new.payment_order_id for update;
  if exists (select 1 from payment_order_makers m
             where m.payment_order_id = new.payment_order_id and m.maker_id = new.approver_id and not m.may_approve) then
    raise exception 'member % made or changed order % and may not approve it', new.approver_id, new.payment_order_id
      using errcode = 'check_violation', constraint = 'payment_approvals_not_a_maker';
  end if;
  return new;
end $$;
create trigger payment_approvals_not_a_maker before insert or update on payment_approvals
  for each row execute function payment_approval_not_a_maker();

create function payment_maker_not_an_approver() returns trigger language plpgsql as $$
begin
  perform 1 from payment_orders where id = new.payment_order_id for update;
  if not new.may_approve and exists (select 1 from payment_approvals a
             where a.payment_order_id = new.payment_order_id and a.approver_id = new.maker_id) then
    raise exception 'member % approved order % and cannot change it while the approval stands', new.maker_id, new.payment_order_id
      using errcode = 'check_violation', constraint = 'payment_order_makers_not_an_approver';
  end if;
  return new;
end $$;
create trigger payment_order_makers_not_an_approver before insert or update on payment_order_makers
  for each row execute function payment_maker_not_an_approver();
