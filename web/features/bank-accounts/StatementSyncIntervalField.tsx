import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SYNC_INTERVALS, syncIntervalLabel } from './syncLabels';

type StatementSyncIntervalFieldProps = {
  /** The chosen frequency, in minutes. */
  value: number;
  onChange: (minutes: number) => void;
};

/** The frequency a sync not yet started will run at, with a word on when its first run comes. */
export function StatementSyncIntervalField({ value, onChange }: StatementSyncIntervalFieldProps) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage id="statementSync.frequency" />
      </Field.Label>
      <NativeSelect.Root size="sm" maxWidth="xs">
        <NativeSelect.Field
          data-testid="statement-sync-interval"
          value={String(value)}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {SYNC_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {syncIntervalLabel(minutes, intl)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        <FormattedMessage id="statementSync.firstRun" />
      </Field.HelperText>
    </Field.Root>
  );
}
