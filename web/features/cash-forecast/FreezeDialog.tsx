import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { FreezeDialogMutation } from '../../__generated__/FreezeDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { formikFields } from '../../ui/formikFields';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { granularityOptions } from './cashForecastLabels';
import { ForecastNameField } from './ForecastNameField';
import { SCENARIO_NAME_MAX } from './scenarioFormSchema';

type Values = { name: string; granularity: string; scenarioId: string };
type FreezeDialogProps = {
  open: boolean;
  currency: string;
  granularity: string;
  scenarios: readonly { id: string; name: string }[];
  onClose: () => void;
  onFrozen: (id: string) => void;
};

/** Freezes the forecast of the currency (or a scenario of it) as computed now, under a name, to compare with what happens. */
export function FreezeDialog(props: FreezeDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      testId="cash-forecast-freeze-dialog"
      title={<FormattedMessage id="cashForecast.freeze.title" />}
    >
      {props.open ? <FreezeForm {...props} /> : null}
    </FormDialog>
  );
}

function FreezeForm({ currency, granularity, scenarios, onClose, onFrozen }: FreezeDialogProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .required(intl.formatMessage({ id: 'error.U-TRSY-FC-3' }))
          .max(SCENARIO_NAME_MAX, intl.formatMessage({ id: 'error.U-TRSY-FC-3' })),
      }),
    [intl],
  );
  const submit = useFreeze(currency, onClose, onFrozen);

  return (
    <Formik<Values>
      initialValues={{ name: '', granularity, scenarioId: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(form) => {
        const { input } = formikFields(form);
        return (
          <FormDialogForm
            intro={<FormattedMessage id="cashForecast.freeze.intro" values={{ currency }} />}
            errorTestId="cash-forecast-freeze-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="cashForecast.freeze.confirm" />}
            submitTestId="cash-forecast-freeze-confirm"
          >
            <ForecastNameField
              form={form}
              label={<FormattedMessage id="cashForecast.freeze.name" />}
              testId="cash-forecast-freeze-name"
            />
            <FormField label={<FormattedMessage id="cashForecast.filter.granularity" />}>
              <OptionSelect
                {...input('granularity')}
                options={granularityOptions(intl)}
                data-testid="cash-forecast-freeze-granularity"
              />
            </FormField>
            {scenarios.length > 0 ? (
              <FormField label={<FormattedMessage id="cashForecast.freeze.scenario" />}>
                <OptionSelect
                  {...input('scenarioId')}
                  options={scenarios.map((scenario) => ({
                    value: scenario.id,
                    label: scenario.name,
                  }))}
                  placeholder={intl.formatMessage({ id: 'cashForecast.freeze.noScenario' })}
                  data-testid="cash-forecast-freeze-scenario"
                />
              </FormField>
            ) : null}
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/** Freezes the forecast under the name, granularity and scenario the form holds, says so, closes and hands on the new snapshot. */
function useFreeze(currency: string, onClose: () => void, onFrozen: (id: string) => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<FreezeDialogMutation>(graphql`
    mutation FreezeDialogMutation($input: CashForecastSnapshotCreateInput!) {
      cashForecastSnapshotCreate(input: $input) {
        snapshot {
          id
          name
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const made = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: {
          input: {
            name: values.name.trim(),
            currency: currency as 'IDR' | 'USD' | 'SGD',
            granularity: values.granularity as 'WEEK' | 'MONTH',
            scenarioId: values.scenarioId || null,
          },
        },
      }).then((response) => response.cashForecastSnapshotCreate),
    );
    if (!made?.snapshot) return;
    toastSuccess(
      intl.formatMessage({ id: 'cashForecast.freeze.done' }, { name: made.snapshot.name }),
    );
    onClose();
    onFrozen(made.snapshot.id);
  };

  return submit;
}
