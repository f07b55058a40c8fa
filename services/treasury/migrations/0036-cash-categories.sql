-- Cash categories on statement transactions: the
-- cash flow sums lines by category, the forecast learns its baseline from
-- categorised history. The list is contracts/treasury/categories.ts
-- CASH_CATEGORIES (services/treasury/categories.test.ts keeps the two equal).
--
-- A line no rule or person has categorised has no category (null), never a
-- silent OTHER. A person's correction (MANUAL) is never overwritten by a rule.

alter table statement_transactions
  add column category text check (category in (
    'SALES', 'OTHER_INCOME', 'INTEREST_INCOME', 'FINANCING',
    'RENT', 'PAYROLL', 'UTILITIES', 'INVENTORY', 'LOGISTICS', 'PROFESSIONAL_SERVICES', 'MARKETING', 'SOFTWARE', 'TAXES', 'INSURANCE', 'LOAN_REPAYMENT',
    'INTERNAL_TRANSFER', 'DEPOSITS', 'OTHER'
  )),
  -- RULE: set by a categorisation rule (category_rule_id, null once that rule is deleted); MANUAL: set by a person.
  add column category_source text check (category_source in ('RULE', 'MANUAL')),
  add column category_rule_id uuid,
  add constraint statement_transactions_category_source check ((category is null) = (category_source is null));

create index statement_transactions_by_category on statement_transactions (organization_id, category, transaction_date) where archived_at is null;
