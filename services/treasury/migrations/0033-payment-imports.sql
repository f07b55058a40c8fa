-- Payments and transfers imported in bulk from a CSV file:
-- two import kinds of their own, PAYMENTS and TRANSFERS, through the one
-- import mechanism (0004). The kind checks of uploads and imports are widened
-- rather than rewritten, as 0030 did, so kinds others added stay allowed.
do $$
declare
  found record;
begin
  for found in
    select c.conname, c.conrelid::regclass::text as tbl, pg_get_constraintdef(c.oid) as def, a.attname as col
    from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'c' and c.conrelid in ('uploads'::regclass, 'imports'::regclass)
      and ((c.conrelid = 'uploads'::regclass and a.attname = 'purpose') or (c.conrelid = 'imports'::regclass and a.attname = 'kind'))
      and pg_get_constraintdef(c.oid) like '%ARRAY[%' and array_length(c.conkey, 1) = 1
  loop
    execute format('alter table %I drop constraint %I', found.tbl, found.conname);
    execute format('alter table %I add constraint %I check ((%s) or %I in (%L, %L))', found.tbl, found.conname, substring(found.def from '^CHECK \((.*)\)$'), found.col, 'PAYMENTS', 'TRANSFERS');
  end loop;
end
$$;

-- What the import's job needs that only the request starting it could read:
-- the organisation's settings live in the account service and are read with
-- the uploader's own token, which a background job does not hold. For
-- payments and transfers: the time zone that decides "today", and whether
-- the uploader may approve the orders they make (the company's self-approval
-- control and their approve permission, as a single create decides it). The
-- controls that switch payments or transfers off are checked then too.
alter table imports add column options jsonb;
alter table imports add constraint imports_payment_options check (kind not in ('PAYMENTS', 'TRANSFERS') or options is not null);
