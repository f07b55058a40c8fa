import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { METHOD_LABEL } from './paymentLabels';
import { effectiveMethod, methodChoices, type MethodTerms } from './paymentMethods';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { ChoiceCardField } from '../../ui/ChoiceCardField';

type MethodFieldProps = {
  /** The method picked between banks ('' for none yet). */
  value: string;
  onChange: (method: string) => void;
  methods: readonly MethodTerms[];
  /** Whether both accounts are at one bank (null until both are chosen). */
  sameBank: boolean | null;
  /** The bank both accounts are at, when they are. */
  bankName: string | null;
  error: string | undefined;
};

/** The amounts a method's terms may bound, each with its message (`paymentForm.upTo`: "Up to Rp 250,000,000.00"). */
const LIMITS = ['upTo', 'above'] as const;

/**
 * How the money goes, as cards with each method's fee, speed and the amounts
 * it takes (spec section 9): BI-FAST, SKN, RTGS and Online between banks;
 * Same Bank is shown disabled, and is the method by itself when both
 * accounts are at one bank (the others are then disabled).
 */
export function MethodField({
  value,
  onChange,
  methods,
  sameBank,
  bankName,
  error,
}: MethodFieldProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const choices = methodChoices(methods, sameBank);
  const current = effectiveMethod(value, sameBank) ?? '';
  return (
    <ChoiceCardField
      name="method"
      label={<FormattedMessage id="paymentForm.method" />}
      value={current}
      onChange={onChange}
      required={sameBank !== true}
      error={error}
      columns={2}
      note={
        sameBank ? (
          <Text fontSize="sm" color="fg.muted" data-testid="payment-form-same-bank">
            <FormattedMessage id="paymentForm.sameBankChosen" values={{ bank: bankName ?? '' }} />
          </Text>
        ) : null
      }
    >
      {choices.map(({ method, terms, disabled }) => {
        const fee = /^0*(\.0*)?$/.test(terms.fee.amount)
          ? intl.formatMessage({ id: 'paymentForm.free' })
          : formatMoney(terms.fee.amount, terms.fee.currency, language);
        return (
          <ChoiceCard
            key={method}
            value={method}
            disabled={disabled}
            data-testid={`payment-method-${method}`}
            data-disabled-state={disabled ? 'disabled' : 'enabled'}
            label={<FormattedMessage id={METHOD_LABEL[method].name.id} />}
            description={
              <Stack gap="0.5">
                <Text>
                  <FormattedMessage
                    id="paymentForm.methodTerms"
                    values={{ fee, speed: intl.formatMessage(METHOD_LABEL[method].speed) }}
                  />
                </Text>
                {LIMITS.map((limit) => {
                  const bound = terms[limit];
                  return bound ? (
                    <Text key={limit}>
                      <FormattedMessage
                        id={`paymentForm.${limit}`}
                        values={{
                          amount: formatMoney(bound.amount, terms.fee.currency, language),
                        }}
                      />
                    </Text>
                  ) : null;
                })}
                {method === 'SAME_BANK' ? (
                  <Text>
                    <FormattedMessage id="paymentForm.sameBankHint" />
                  </Text>
                ) : null}
              </Stack>
            }
          />
        );
      })}
    </ChoiceCardField>
  );
}
