import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Turns an error code (a service code such as `U-TRSY-CP-2`, a validation code
 * such as `REQUIRED`, or a GraphQL `extensions.code`) into the message of the
 * current language's catalogue (`error.<code>`). Unknown codes fall back to the
 * server's own message, then to the spec's default "There was a problem on the
 * server."
 */
export function useErrorMessage(): (
  code: string | null | undefined,
  serverMessage?: string | null,
  values?: Record<string, string | number>,
) => string {
  const intl = useIntl();
  return useCallback(
    (code, serverMessage, values) => {
      const key = code ? `error.${code}` : undefined;
      if (key && Object.hasOwn(intl.messages, key)) return intl.formatMessage({ id: key }, values);
      if (serverMessage) return serverMessage;
      return intl.formatMessage({ id: 'error.default' });
    },
    [intl],
  );
}
