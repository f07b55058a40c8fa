import { NativeSelect } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formikFields } from '../../ui/formikFields';
import { FormField } from '../../ui/FormField';
import { roleLabel } from './roleLabel';

type RoleSelectFieldProps = {
  /** The roles to choose from, in the order the service lists them (built-in first). */
  roles: readonly { readonly id: string; readonly name: string; readonly builtIn: boolean }[];
  helper?: ReactNode;
};

/** The role picker of the invite, Set role and API key dialogs: a labelled, required select bound to the formik value `roleId`. */
export function RoleSelectField({ roles, helper }: RoleSelectFieldProps) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<unknown>());
  const field = input('roleId');
  return (
    <FormField
      label={<FormattedMessage id="members.field.role" />}
      error={errorOf('roleId')}
      helper={helper}
      required
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...field} data-testid="member-role-select">
          {field.value === '' ? <option value="" disabled /> : null}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role, intl)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
