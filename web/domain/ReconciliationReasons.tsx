import { Badge, HStack } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDate, formatMoney } from '../i18n/format';
import type { Language } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

/** The reason codes the matching engine gives (services/treasury/reconciliation/engine/types.ts), each worded by the catalogue. */
const KNOWN = new Set([
  'AMOUNT_EQUAL',
  'AMOUNT_MINUS_FEE',
  'AMOUNT_WITHIN_TOLERANCE',
  'AMOUNT_DIFFERENT',
  'SUM_EQUAL',
  'DATE_SAME_DAY',
  'DATE_AFTER',
  'DATE_BEFORE',
  'COUNTERPARTY_NAME',
  'COUNTERPARTY_ACCOUNT',
  'REFERENCE_FOUND',
  'REFERENCE_CUT',
  'DESCRIPTION_SIMILAR',
  'OTHER_CANDIDATES',
  'AMOUNT_LESS_WITHHOLDING',
  'COUNTERPARTY_OTHER',
  'REVERSAL_PAIR',
]);

/** Reasons that hold a proposal back from confirming itself: shown in orange. */
const CAUTIONS = new Set([
  'AMOUNT_DIFFERENT',
  'OTHER_CANDIDATES',
  'AMOUNT_LESS_WITHHOLDING',
  'COUNTERPARTY_OTHER',
  'REVERSAL_PAIR',
]);

export type Reason = {
  readonly code: string;
  readonly values: readonly { readonly name: string; readonly value: string }[];
  readonly text: string;
};

/** What the reasons are about: the proposal's currency, direction (fees are less or plus) and shape (items or instalments). */
export type ReasonContext = { currency: string; direction: string; strategy: string };

/**
 * What a proposal's reasons are about, read from the proposal (or a candidate,
 * or a rules preview's sample): its currency, the direction of its first
 * statement line (credit when it has none) and its strategy.
 */
export function reasonContextOf(proposal: {
  readonly amount: { readonly currency: string };
  readonly statementTransactions: readonly { readonly direction: string }[];
  readonly strategy: string;
}): ReasonContext {
  return {
    currency: proposal.amount.currency,
    direction: proposal.statementTransactions[0]?.direction ?? 'CREDIT',
    strategy: proposal.strategy,
  };
}

/**
 * One reason in the reader's language, from its code and values (never the
 * English `text` for an Indonesian reader). Amounts the engine writes as
 * `2,500.00` are shown in the reader's notation.
 */
export function reasonMessage(
  reason: Reason,
  context: ReasonContext,
  intl: IntlShape,
  language: Language,
): string {
  if (!KNOWN.has(reason.code))
    return language === 'en'
      ? reason.text
      : intl.formatMessage({ id: 'reconciliation.reason.OTHER' });
  const values: Record<string, string | number> = {
    direction: context.direction,
    strategy: context.strategy,
  };
  for (const { name, value } of reason.values) {
    if (name === 'fee' || name === 'difference')
      values[name] = formatMoney(value.replace(/,/g, ''), context.currency, language);
    else if (name === 'days' || name === 'count' || name === 'similarity')
      values[name] = Number(value);
    else if (name === 'date') values[name] = formatDate(value, language);
    else values[name] = value;
  }
  if (reason.code === 'REFERENCE_FOUND' && values.reference === undefined)
    return intl.formatMessage({ id: 'reconciliation.reason.REFERENCE_FOUND_COUNT' }, values);
  return intl.formatMessage({ id: `reconciliation.reason.${reason.code}` }, values);
}

/** A proposal's reasons as small badges, strongest first: on the reconciliation screen and in a rules preview alike. */
export function ReconciliationReasons({
  reasons,
  context,
}: {
  reasons: readonly Reason[];
  context: ReasonContext;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <HStack gap="1.5" wrap="wrap" data-testid="reconciliation-reasons">
      {reasons.map((reason, index) => (
        // A badge, not Chakra's Tag: the app's theme carries the badge recipe (web/theme/system.ts), and a reason may wrap on a phone.
        <Badge
          key={`${reason.code}-${index}`}
          size="md"
          variant="surface"
          colorPalette={CAUTIONS.has(reason.code) ? 'orange' : 'gray'}
          whiteSpace="normal"
          maxWidth="full"
          overflowWrap="anywhere"
          data-code={reason.code}
        >
          {reasonMessage(reason, context, intl, language)}
        </Badge>
      ))}
    </HStack>
  );
}
