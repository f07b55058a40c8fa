import { Field, NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type RoleSelectFieldProps = {
  /** The roles to choose from, in the order the service lists them (built-in first). */
  roles: readonly { readonly id: string; readonly name: string }[];
  value: string;
  error?: string;
  helper?: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLSelectElement>) => void;
};

/** The role picker of the invite and Set role dialogs: a labelled select named `roleId`. */
export function RoleSelectField({ roles, value, error, helper, onChange, onBlur }: RoleSelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        <FormattedMessage id="members.field.role" />
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="roleId" data-testid="member-role-select" value={value} onChange={onChange} onBlur={onBlur}>
          {value === '' ? <option value="" disabled /> : null}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
