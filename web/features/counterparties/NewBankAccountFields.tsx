import { Box, Grid, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BankSelect } from '../../domain/BankSelect';
import { FormField } from '../../ui/FormField';
import type { formikFields } from '../../ui/formikFields';
import { RemovableItemHeading } from '../../ui/RemovableItemHeading';

type NewBankAccountFieldsProps = {
  /** The row's path in the form (`addBankAccounts.0`). */
  prefix: string;
  fields: ReturnType<typeof formikFields>;
  banks: readonly { readonly code: string; readonly name: string }[];
  title: ReactNode;
  onRemove: () => void;
  canRemove?: boolean;
  /** The create page's rows stand out on a tinted card, three fields a row; the drawer's are compact and also ask for an alias. */
  layout: 'page' | 'drawer';
};

/** A bank account to add to a counterparty: bank, number, name on account (and alias in the drawer). */
export function NewBankAccountFields({
  prefix,
  fields: { errorOf, input },
  banks,
  title,
  onRemove,
  canRemove = true,
  layout,
}: NewBankAccountFieldsProps) {
  const intl = useIntl();
  const page = layout === 'page';
  const size = page ? undefined : 'sm';
  const bg = page ? 'bg' : undefined;
  return (
    <Box
      borderWidth="1px"
      borderColor={page ? 'border' : 'brand.muted'}
      rounded="md"
      padding={page ? '4' : '3'}
      bg={page ? 'bg.subtle' : undefined}
      data-testid={page ? 'bank-account-row' : 'new-bank-account'}
    >
      <RemovableItemHeading
        title={title}
        removeLabel={intl.formatMessage({ id: 'counterpartyCreate.removeBankAccount' })}
        onRemove={canRemove ? onRemove : null}
        spacing={page ? '3' : '2'}
      />
      <Grid
        templateColumns={{ base: '1fr', md: page ? '1fr 1fr 1fr' : '1fr 1fr' }}
        gap={page ? '4' : '3'}
      >
        <FormField
          label={<FormattedMessage id="counterpartyCreate.bank" />}
          error={errorOf(`${prefix}.bankCode`)}
          required
        >
          <BankSelect {...input(`${prefix}.bankCode`)} banks={banks} size={size} bg={bg} />
        </FormField>
        <FormField
          label={<FormattedMessage id="counterpartyCreate.accountNumber" />}
          error={errorOf(`${prefix}.accountNumber`)}
          required
        >
          <Input
            {...input(`${prefix}.accountNumber`)}
            size={size}
            inputMode="numeric"
            autoComplete="off"
            bg={bg}
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="counterpartyCreate.accountName" />}
          error={errorOf(`${prefix}.accountName`)}
          required
        >
          <Input {...input(`${prefix}.accountName`)} size={size} autoComplete="off" bg={bg} />
        </FormField>
        {page ? null : (
          <FormField
            label={<FormattedMessage id="counterparties.bankAccountAlias" />}
            error={errorOf(`${prefix}.alias`)}
          >
            <Input {...input(`${prefix}.alias`)} size={size} autoComplete="off" />
          </FormField>
        )}
      </Grid>
    </Box>
  );
}
