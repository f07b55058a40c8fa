import { HStack, List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';
import { passwordRuleChecks, type PasswordRuleChecks } from './passwordRuleChecks';

const RULES: { key: keyof PasswordRuleChecks; id: string }[] = [
  { key: 'length', id: 'password.rule.length' },
  { key: 'capital', id: 'password.rule.capital' },
  { key: 'number', id: 'password.rule.number' },
];

/** The password rules under a new-password field, each ticked once the typed password meets it. */
export function PasswordRuleHint({ password }: { password: string }) {
  const checks = passwordRuleChecks(password);
  return (
    <List.Root gap="1" listStyle="none" fontSize="sm" data-testid="password-rules">
      {RULES.map((rule) => (
        <List.Item key={rule.key} data-met={checks[rule.key]}>
          <HStack gap="2" color={checks[rule.key] ? 'green.fg' : 'fg.muted'}>
            <MenuIcon name="check" boxSize="3.5" opacity={checks[rule.key] ? 1 : 0.35} />
            <Text as="span">
              <FormattedMessage id={rule.id} />
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
