import { Box, Button, Flex, HStack, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { parseWrittenAmount } from '../../../formats/amount';
import type {
  CashForecastAdjustmentInput,
  ScenarioDialogCreateMutation,
} from '../../__generated__/ScenarioDialogCreateMutation.graphql';
import type { ScenarioDialogUpdateMutation } from '../../__generated__/ScenarioDialogUpdateMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DateInput } from '../../ui/DateInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect, type SelectOption } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { categoryLabel, FORECAST_CATEGORIES } from './cashForecastLabels';
import { ForecastNameField } from './ForecastNameField';
import {
  emptyAdjustment,
  percentOf,
  scenarioFormSchema,
  UNCATEGORISED,
  type AdjustmentValues,
  type ScenarioValues,
} from './scenarioFormSchema';

/** The scenario being made (no id, possibly a copy's changes) or changed, and the currency its added items are in. */
export type ScenarioDraft = {
  id: string | null;
  name: string;
  adjustments: AdjustmentValues[];
  currency: string;
};
/** An item of the forecast a scenario may leave out: its key, and how a person recognises it. */
export type RemovableItem = { key: string; label: string };

type ScenarioDialogProps = {
  draft: ScenarioDraft | null;
  removable: readonly RemovableItem[];
  onClose: () => void;
  onSaved: () => void;
};

/** Makes or changes a scenario: its name, and its changes to the forecast in order. The dialog is open while `draft` is set. */
export function ScenarioDialog({ draft, removable, onClose, onSaved }: ScenarioDialogProps) {
  return (
    <FormDialog
      open={draft !== null}
      onClose={onClose}
      size="xl"
      scrollBehavior="inside"
      testId="cash-forecast-scenario-dialog"
      title={
        <FormattedMessage
          id={draft?.id ? 'cashForecast.scenario.editTitle' : 'cashForecast.scenario.createTitle'}
        />
      }
    >
      {draft ? (
        <ScenarioForm draft={draft} removable={removable} onClose={onClose} onSaved={onSaved} />
      ) : null}
    </FormDialog>
  );
}

/** An adjustment of the form as the mutation takes it. */
function inputOf(
  adjustment: AdjustmentValues,
  currency: string,
  removable: readonly RemovableItem[],
): CashForecastAdjustmentInput {
  const category =
    adjustment.category === UNCATEGORISED || adjustment.category === ''
      ? null
      : (adjustment.category as CashForecastAdjustmentInput['category']);
  const flow =
    adjustment.flow === '' ? null : (adjustment.flow as CashForecastAdjustmentInput['flow']);
  if (adjustment.kind === 'PERCENT')
    return {
      kind: 'PERCENT',
      category,
      flow,
      percent: percentOf(adjustment.percent) ?? adjustment.percent,
    };
  if (adjustment.kind === 'ADD')
    return {
      kind: 'ADD',
      category,
      flow,
      date: adjustment.date,
      amount: parseWrittenAmount(adjustment.amount) ?? adjustment.amount,
      currency: currency as CashForecastAdjustmentInput['currency'],
      description: adjustment.description.trim(),
    };
  return {
    kind: 'REMOVE',
    itemKey: adjustment.itemKey,
    description:
      adjustment.description ||
      removable.find((item) => item.key === adjustment.itemKey)?.label ||
      null,
  };
}

type ScenarioFormProps = {
  draft: ScenarioDraft;
  removable: readonly RemovableItem[];
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The scenario form's submit: makes the scenario (or changes the one the
 * draft names) with its changes in the forecast's currency, says so, closes
 * the dialog and has the forecast read again; a refusal stays on the form.
 */
function useSaveScenario({ draft, removable, onClose, onSaved }: ScenarioFormProps) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [create] = useCommit<ScenarioDialogCreateMutation>(graphql`
    mutation ScenarioDialogCreateMutation($input: CashForecastScenarioCreateInput!) {
      cashForecastScenarioCreate(input: $input) {
        scenario {
          id
          name
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [update] = useCommit<ScenarioDialogUpdateMutation>(graphql`
    mutation ScenarioDialogUpdateMutation($input: CashForecastScenarioUpdateInput!) {
      cashForecastScenarioUpdate(input: $input) {
        scenario {
          id
          name
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: ScenarioValues, helpers: FormikHelpers<ScenarioValues>) => {
    const adjustments = values.adjustments.map((adjustment) =>
      inputOf(adjustment, draft.currency, removable),
    );
    const name = values.name.trim();
    const saved = await feedback.outcome(
      values,
      helpers,
      draft.id
        ? update({ variables: { input: { scenarioId: draft.id, name, adjustments } } }).then(
            (response) => response.cashForecastScenarioUpdate,
          )
        : create({ variables: { input: { name, adjustments } } }).then(
            (response) => response.cashForecastScenarioCreate,
          ),
    );
    if (!saved) return;
    toastSuccess(
      intl.formatMessage(
        { id: draft.id ? 'cashForecast.scenario.updated' : 'cashForecast.scenario.created' },
        { name },
      ),
    );
    onClose();
    onSaved();
  };
}

function ScenarioForm({ draft, removable, onClose, onSaved }: ScenarioFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => scenarioFormSchema(intl), [intl]);
  const submit = useSaveScenario({ draft, removable, onClose, onSaved });

  return (
    <Formik<ScenarioValues>
      initialValues={{ name: draft.name, adjustments: draft.adjustments }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {(form) => {
        return (
          <FormDialogForm
            intro={<FormattedMessage id="cashForecast.scenario.intro" />}
            errorTestId="cash-forecast-scenario-error"
            submitLabel={
              <FormattedMessage
                id={draft.id ? 'cashForecast.scenario.save' : 'cashForecast.scenario.create'}
              />
            }
            submitTestId="cash-forecast-scenario-save"
            onCancel={onClose}
          >
            <ForecastNameField
              form={form}
              label={<FormattedMessage id="cashForecast.scenario.name" />}
              testId="cash-forecast-scenario-name"
            />
            {form.values.adjustments.map((adjustment, index) => (
              <AdjustmentFields
                key={index}
                form={form}
                index={index}
                adjustment={adjustment}
                removable={removable}
                currency={draft.currency}
              />
            ))}
            <Flex gap="2" wrap="wrap">
              {(['PERCENT', 'ADD', 'REMOVE'] as const).map((kind) => (
                <Button
                  key={kind}
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    void form.setFieldValue('adjustments', [
                      ...form.values.adjustments,
                      emptyAdjustment(kind),
                    ])
                  }
                  data-testid={`cash-forecast-adjustment-add-${kind}`}
                >
                  <FormattedMessage id={`cashForecast.adjustment.new.${kind}`} />
                </Button>
              ))}
            </Flex>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

type AdjustmentFieldsProps = {
  form: FormikProps<ScenarioValues>;
  index: number;
  adjustment: AdjustmentValues;
  removable: readonly RemovableItem[];
  currency: string;
};

/** One change of the scenario, with the fields its kind takes and a button to drop it. */
function AdjustmentFields({ form, index, adjustment, removable, currency }: AdjustmentFieldsProps) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(form);
  const path = (name: keyof AdjustmentValues) => `adjustments.${index}.${name}`;
  const categories = FORECAST_CATEGORIES.map((category) => ({
    value: category,
    label: intl.formatMessage(categoryLabel(category)),
  }));
  const flows = [
    { value: 'INFLOW', label: intl.formatMessage({ id: 'cashForecast.flow.INFLOW' }) },
    { value: 'OUTFLOW', label: intl.formatMessage({ id: 'cashForecast.flow.OUTFLOW' }) },
  ];
  const drop = () =>
    void form.setFieldValue(
      'adjustments',
      form.values.adjustments.filter((_, position) => position !== index),
    );
  return (
    <Box borderWidth="1px" borderRadius="l2" padding="3" data-testid="cash-forecast-adjustment">
      <HStack justifyContent="space-between" marginBottom="2">
        <Text fontSize="sm" fontWeight="semibold">
          <FormattedMessage id={`cashForecast.adjustment.kind.${adjustment.kind}`} />
        </Text>
        <ActionButtonList
          size="xs"
          buttons={[
            {
              label: 'cashForecast.adjustment.drop',
              testId: 'cash-forecast-adjustment-drop',
              look: 'quietDanger',
              onClick: drop,
            },
          ]}
        />
      </HStack>
      {adjustment.kind === 'PERCENT' ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <AdjustmentSelect
            form={form}
            index={index}
            field="category"
            options={[
              ...categories,
              { value: UNCATEGORISED, label: intl.formatMessage(categoryLabel(null)) },
            ]}
          />
          <AdjustmentSelect
            form={form}
            index={index}
            field="flow"
            options={flows}
            placeholder={intl.formatMessage({ id: 'cashForecast.flow.BOTH' })}
          />
          <FormField
            label={<FormattedMessage id="cashForecast.adjustment.percent" />}
            error={errorOf(path('percent'))}
            required
          >
            <Input
              {...input(path('percent'))}
              inputMode="decimal"
              placeholder="-10"
              data-testid="cash-forecast-adjustment-percent"
            />
          </FormField>
        </SimpleGrid>
      ) : adjustment.kind === 'ADD' ? (
        <AddedItemFields
          form={form}
          index={index}
          categories={categories}
          flows={flows}
          currency={currency}
        />
      ) : (
        <AdjustmentSelect
          form={form}
          index={index}
          field="item"
          options={[
            ...removable.map((item) => ({ value: item.key, label: item.label })),
            ...(adjustment.itemKey && !removable.some((item) => item.key === adjustment.itemKey)
              ? [
                  {
                    value: adjustment.itemKey,
                    label: adjustment.description || adjustment.itemKey,
                  },
                ]
              : []),
          ]}
          placeholder={intl.formatMessage({ id: 'cashForecast.adjustment.itemPlaceholder' })}
        />
      )}
    </Box>
  );
}

type AddedItemFieldsProps = {
  form: FormikProps<ScenarioValues>;
  index: number;
  categories: readonly SelectOption[];
  flows: readonly SelectOption[];
  currency: string;
};

/** The fields of a change that adds an item to the forecast: what it is, its day, category, flow and amount. */
function AddedItemFields({ form, index, categories, flows, currency }: AddedItemFieldsProps) {
  const { errorOf, input } = formikFields(form);
  const path = (name: keyof AdjustmentValues) => `adjustments.${index}.${name}`;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <FormField
        label={<FormattedMessage id="cashForecast.adjustment.description" />}
        error={errorOf(path('description'))}
        required
      >
        <Input
          {...input(path('description'))}
          maxLength={200}
          data-testid="cash-forecast-adjustment-description"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="cashForecast.adjustment.date" />}
        error={errorOf(path('date'))}
        required
      >
        <DateInput {...input(path('date'))} data-testid="cash-forecast-adjustment-date" />
      </FormField>
      <AdjustmentSelect form={form} index={index} field="category" options={categories} />
      <SimpleGrid columns={2} gap="3">
        <AdjustmentSelect form={form} index={index} field="flow" options={flows} />
        <FormField
          label={<FormattedMessage id="cashForecast.adjustment.amount" values={{ currency }} />}
          error={errorOf(path('amount'))}
          required
        >
          <MoneyInput {...input(path('amount'))} data-testid="cash-forecast-adjustment-amount" />
        </FormField>
      </SimpleGrid>
    </SimpleGrid>
  );
}

/** The selects of a change: the form's field each sets and its label; its test id is `cash-forecast-adjustment-<select>`. */
const ADJUSTMENT_SELECTS = {
  category: {
    name: 'category',
    label: { id: 'cashForecast.adjustment.category' },
    required: false,
  },
  flow: { name: 'flow', label: { id: 'cashForecast.adjustment.flow' }, required: false },
  item: { name: 'itemKey', label: { id: 'cashForecast.adjustment.item' }, required: true },
} as const satisfies Record<
  string,
  { name: keyof AdjustmentValues; label: { id: string }; required: boolean }
>;

type AdjustmentSelectProps = {
  form: FormikProps<ScenarioValues>;
  index: number;
  field: keyof typeof ADJUSTMENT_SELECTS;
  options: readonly SelectOption[];
  placeholder?: string;
};

/** One select of the change at `index` (its category, flow or the item it leaves out), labelled, with its error. */
function AdjustmentSelect({ form, index, field, options, placeholder }: AdjustmentSelectProps) {
  const { errorOf, input } = formikFields(form);
  const { name, label, required } = ADJUSTMENT_SELECTS[field];
  const path = `adjustments.${index}.${name}`;
  return (
    <FormField label={<FormattedMessage {...label} />} error={errorOf(path)} required={required}>
      <OptionSelect
        {...input(path)}
        options={options}
        placeholder={placeholder}
        data-testid={`cash-forecast-adjustment-${field}`}
      />
    </FormField>
  );
}
