import { Input } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import type { AuthInputProps } from './AuthInputProps';

/** The account's email on the sign-in pages (`name="email"`), offered by the browser's password manager. */
export function EmailField({ value, error, onChange, onBlur, autoFocus }: AuthInputProps) {
  const intl = useIntl();
  return (
    <FormField label={<FormattedMessage id="login.email" />} error={error}>
      <Input
        name="email"
        type="email"
        autoComplete="username"
        autoFocus={autoFocus}
        placeholder={intl.formatMessage({ id: 'login.emailPlaceholder' })}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        size="lg"
      />
    </FormField>
  );
}
