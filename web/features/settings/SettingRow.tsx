import { Flex, type FlexProps } from '@chakra-ui/react';

/**
 * One row of a settings card (the authenticator app, the backup codes, a
 * passkey, an approval rule, the approval rules' title with Add): what it is
 * on the left, what can be done about it on the right; stacked on a phone.
 */
export function SettingRow(props: FlexProps) {
  return (
    <Flex
      gap="4"
      justifyContent="space-between"
      alignItems={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      {...props}
    />
  );
}
