-- The company control that enforces two-factor authentication at sign-in (spec section 6).
alter table organizations add column two_factor_required boolean not null default false;

-- A pending sign-in either verifies a second factor the user has (VERIFY) or,
-- where the organisation requires one and the user has none, sets one up first (SETUP).
alter table two_factor_challenges add column purpose text not null default 'VERIFY' check (purpose in ('VERIFY', 'SETUP'));
