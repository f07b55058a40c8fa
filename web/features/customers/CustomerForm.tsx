import { Grid, Stack } from '@chakra-ui/react';
import {
  Formik,
  useFormikContext,
  validateYupSchema,
  yupToFormErrors,
  type FormikHelpers,
} from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CustomerForm_customer$key } from '../../__generated__/CustomerForm_customer.graphql';
import type {
  CustomerFormCreateMutation,
  CustomerCreateInput,
} from '../../__generated__/CustomerFormCreateMutation.graphql';
import type { CustomerFormUpdateMutation } from '../../__generated__/CustomerFormUpdateMutation.graphql';
import type { customerProfileFields_customer$key } from '../../__generated__/customerProfileFields_customer.graphql';
import { useCommit } from '../../relay/useCommit';
import { uuidOf } from '../../relay/globalId';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormPageActions } from '../../ui/FormPageActions';
import { FormSection } from '../../ui/FormSection';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { CustomerTypeField } from './CustomerTypeField';
import { customerPathOf, CUSTOMERS_PATH } from './customerStage';
import { CustomerProfileFields } from './profile/CustomerProfileFields';
import { customerProfileFragment } from './profile/customerProfileFields';
import { customerProfileSchema } from './profile/customerProfileSchema';
import {
  initialProfileValues,
  isProfilePath,
  toProfileInput,
  type CustomerProfileValues,
} from './profile/profileValues';

type CustomerFormProps = {
  /** The customer to change (the edit page), or null to add one. */
  customer: CustomerForm_customer$key | null;
};

/** A server field path as the form names it: the profile's sections sit at the top of the form (`profile.owner.nik` is `owner.nik`). */
function formPathOf(
  values: CustomerProfileValues,
  field: string | null | undefined,
): string | null {
  const path = field?.startsWith('profile.') ? field.slice('profile.'.length) : field;
  return isProfilePath(values, path) ? path : null;
}

/**
 * The staff's whole customer form: the type, then the profile's sections of
 * that type (the same list the buyer's request form is made of), checked
 * with the service's words. Adding a customer sends it for review like a
 * request the buyer sent, then opens its page; editing one sends every field
 * again on the version it was read at (someone else's change meanwhile is
 * refused, U-INV-CU-28), then goes back to its page.
 */
export function CustomerForm({ customer }: CustomerFormProps) {
  const record = useFragment(
    graphql`
      fragment CustomerForm_customer on Customer {
        id
        version
        ...customerProfileFields_customer
      }
    `,
    customer,
  );
  const profile = useFragment<customerProfileFields_customer$key>(customerProfileFragment, record);
  const intl = useIntl();
  const submit = useSaveCustomer(record);
  const validate = async (values: CustomerProfileValues) => {
    try {
      await validateYupSchema(values, customerProfileSchema(intl, values.type, { staff: true }));
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };

  const cancelTo = record ? customerPathOf(uuidOf(record.id, 'Customer')) : CUSTOMERS_PATH;
  return (
    <Formik<CustomerProfileValues>
      initialValues={initialProfileValues(profile)}
      validate={validate}
      onSubmit={submit}
    >
      <CustomerFormBody cancelTo={cancelTo} editing={record !== null} />
    </Formik>
  );
}

/**
 * Saves the form: adds the customer (sent for review) or sends every field of
 * the one edited on the version it was read at; the server's refusals land on
 * their field; once saved, a toast names the customer and its page opens.
 */
function useSaveCustomer(
  record: { readonly id: string; readonly version: number } | null | undefined,
) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<CustomerFormCreateMutation>(graphql`
    mutation CustomerFormCreateMutation($input: CustomerCreateInput!) {
      customerCreate(input: $input) {
        customer {
          id
          name
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<CustomerFormUpdateMutation>(graphql`
    mutation CustomerFormUpdateMutation($input: CustomerUpdateInput!) {
      customerUpdate(input: $input) {
        customer {
          id
          name
          ...CustomerDetail_customer
          ...CustomerForm_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: CustomerProfileValues, helpers: FormikHelpers<CustomerProfileValues>) => {
    const input = toProfileInput(values, { staff: true }) as unknown as CustomerCreateInput;
    const pathOf = (field: string | null | undefined) => formPathOf(values, field);
    const saved = record
      ? (
          await feedback.outcome(
            values,
            helpers,
            commitUpdate({
              variables: { input: { ...input, customerId: record.id, version: record.version } },
            }).then((response) => response.customerUpdate),
            pathOf,
          )
        )?.customer
      : (
          await feedback.outcome(
            values,
            helpers,
            commitCreate({ variables: { input } }).then((response) => response.customerCreate),
            pathOf,
          )
        )?.customer;
    if (!saved) return;
    toastSuccess(
      intl.formatMessage(
        { id: record ? 'customers.form.updated' : 'customers.form.created' },
        { name: saved.name ?? '' },
      ),
    );
    void navigate(customerPathOf(uuidOf(saved.id, 'Customer')));
  };
}

/** The type's card, the profile's cards of that type, and the buttons. */
function CustomerFormBody({ cancelTo, editing }: { cancelTo: string; editing: boolean }) {
  const formik = useFormikContext<CustomerProfileValues>();
  const type = formik.values.type;
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="customer-form">
      <Stack gap="6" maxWidth="4xl">
        <FormErrorAlert
          message={formik.status as string | undefined}
          testId="customer-form-error"
        />
        <FormSection
          title={<FormattedMessage id="customers.form.typeSection" />}
          description={<FormattedMessage id="customers.form.typeHint" />}
        >
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
            gap="5"
          >
            <CustomerTypeField
              label={<FormattedMessage id="customers.field.type" />}
              testId="customer-form-type"
            />
          </Grid>
        </FormSection>
        {type ? <CustomerProfileFields type={type} staff /> : null}
        <FormPageActions
          cancelTo={cancelTo}
          submitting={formik.isSubmitting}
          submitLabel={
            <FormattedMessage id={editing ? 'customers.form.save' : 'customers.form.submit'} />
          }
          submitTestId="customer-form-submit"
        />
      </Stack>
    </form>
  );
}
