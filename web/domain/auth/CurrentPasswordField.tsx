import { Field, Flex, Input } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { AuthInputProps } from './AuthInputProps';
import { TextLink } from '../../ui/TextLink';

/** The account's password (`name="password"`) with the way to a forgotten one beside its label. */
export function CurrentPasswordField({
  value,
  error,
  onChange,
  onBlur,
  autoFocus,
}: AuthInputProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Flex justifyContent="space-between" width="full" alignItems="baseline">
        <Field.Label>
          <FormattedMessage id="login.password" />
        </Field.Label>
        <TextLink to="/forgot-password">
          <FormattedMessage id="login.forgotPassword" />
        </TextLink>
      </Flex>
      <Input
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        size="lg"
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
