import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { OptionSelect } from '../../ui/OptionSelect';

type StatementAccountSelectProps = Omit<
  ComponentProps<typeof OptionSelect>,
  'options' | 'placeholder'
> & {
  bankAccounts: readonly { id: string; label: string }[];
};

/** The account a statement line belongs to, with "Choose an account" while none is chosen (the import dialog and the line form ask it). */
export function StatementAccountSelect({ bankAccounts, ...field }: StatementAccountSelectProps) {
  const intl = useIntl();
  return (
    <OptionSelect
      {...field}
      placeholder={intl.formatMessage({ id: 'statements.import.chooseAccount' })}
      options={bankAccounts.map((account) => ({ value: account.id, label: account.label }))}
    />
  );
}
