-- A counterparty's tax number (NPWP), optional: its digits only, the
-- 15-digit form or the 16-digit NIK-based number used since 2024 (the
-- service drops the dots, dash and spaces it is written with).
alter table counterparties add column tax_number text check (tax_number ~ '^[0-9]{15,16}$');
