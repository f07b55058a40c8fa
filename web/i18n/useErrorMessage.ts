import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { CANONICAL_AMOUNT } from '../../formats/amount';
import { formatDate, formatMoney } from './format';
import type { Language } from './language';
import { useLanguage } from './useLanguage';

/** What fills a message's slots: a record, or a user error's `values` as the API answers them. */
export type MessageValues =
  | Readonly<Record<string, string | number>>
  | readonly { readonly name: string; readonly value: string }[];

/** A calendar date as the services answer one (`2026-11-12`). */
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The values as the language writes them: an amount (`CANONICAL_AMOUNT`, in the
 * currency of the `currency` value) as money, a calendar date as a date, the
 * rest as given.
 */
export function writtenValues(
  values: MessageValues,
  language: Language,
): Record<string, string | number> {
  const record: Record<string, string | number> = Array.isArray(values)
    ? Object.fromEntries(
        (values as readonly { name: string; value: string }[]).map(({ name, value }) => [
          name,
          value,
        ]),
      )
    : { ...(values as Readonly<Record<string, string | number>>) };
  const currency = record.currency;
  for (const [name, value] of Object.entries(record)) {
    if (typeof value !== 'string') continue;
    if (typeof currency === 'string' && CANONICAL_AMOUNT.test(value))
      record[name] = formatMoney(value, currency, language);
    else if (DATE_VALUE.test(value)) record[name] = formatDate(value, language);
  }
  return record;
}

/**
 * Turns an error code (a service code such as `U-TRSY-CP-2`, a validation code
 * such as `REQUIRED`, or a GraphQL `extensions.code`) into the message of the
 * current language's catalogue (`error.<code>`), its slots filled from
 * `values` (a user error's, amounts written as money). Unknown codes fall back
 * to the server's own message, then to the spec's default "There was a
 * problem on the server."
 */
export function useErrorMessage(): (
  code: string | null | undefined,
  serverMessage?: string | null,
  values?: MessageValues,
) => string {
  const intl = useIntl();
  const { language } = useLanguage();
  return useCallback(
    (code, serverMessage, values) => {
      const key = code ? `error.${code}` : undefined;
      if (key && Object.hasOwn(intl.messages, key))
        return intl.formatMessage({ id: key }, values && writtenValues(values, language));
      if (serverMessage) return serverMessage;
      return intl.formatMessage({ id: 'error.default' });
    },
    [intl, language],
  );
}
