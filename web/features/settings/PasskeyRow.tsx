import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PasskeyRow_passkey$key } from '../../__generated__/PasskeyRow_passkey.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { SettingRow } from './SettingRow';
import { RemoveButton } from '../../ui/RemoveButton';

type PasskeyRowProps = {
  passkey: PasskeyRow_passkey$key;
  onRename: (passkey: { id: string; name: string }) => void;
  onRemove: (passkey: { id: string; name: string }) => void;
};

/** One passkey: its name, when it was added and last used, whether it syncs; rename and remove. */
export function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  const { language } = useLanguage();
  const data = useFragment(
    graphql`
      fragment PasskeyRow_passkey on Passkey {
        id
        name
        createdAt
        lastUsedAt
        synced
      }
    `,
    passkey,
  );
  return (
    <SettingRow paddingY="3" borderTopWidth="1px" borderColor="border" data-testid="passkey-row">
      <HStack gap="3" alignItems="flex-start">
        <Box color="brand.fg" paddingTop="0.5">
          <MenuIcon name="key" />
        </Box>
        <Box>
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" data-testid="passkey-name">
              {data.name}
            </Text>
            {data.synced ? (
              <Badge colorPalette="blue" variant="subtle">
                <FormattedMessage id="security.passkeys.synced" />
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage
              id="security.passkeys.addedOn"
              values={{ date: formatDate(data.createdAt, language) }}
            />
            {' · '}
            {data.lastUsedAt ? (
              <FormattedMessage
                id="security.passkeys.lastUsed"
                values={{ date: formatDate(data.lastUsedAt, language) }}
              />
            ) : (
              <FormattedMessage id="security.passkeys.neverUsed" />
            )}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRename({ id: data.id, name: data.name })}
        >
          <FormattedMessage id="security.passkeys.rename" />
        </Button>
        <RemoveButton
          size="sm"
          onClick={() => onRemove({ id: data.id, name: data.name })}
          testId="passkey-remove"
        >
          <FormattedMessage id="security.passkeys.remove" />
        </RemoveButton>
      </HStack>
    </SettingRow>
  );
}
