-- What a document's line sells (goods or a service) and the unit its quantity is counted in, a unit code of DJP's list
-- (formats/coretax-units.ts): the e-Faktur names each line by them (`GoodService/Opt` and `Unit`). Lines written before
-- are goods counted in units, as the e-Faktur file named them until now.
alter table document_lines
  add column kind text not null default 'GOODS' check (kind in ('GOODS', 'SERVICE')),
  add column unit text not null default 'UM.0018' check (unit ~ '^UM\.00(0[1-9]|[12][0-9]|3[0-9])$');
