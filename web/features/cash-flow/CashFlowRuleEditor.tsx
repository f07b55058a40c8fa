import { Button, Drawer, Input, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CashFlowRuleEditorCreateMutation } from '../../__generated__/CashFlowRuleEditorCreateMutation.graphql';
import type {
  CashFlowRuleEditorPreviewMutation,
  CashFlowRuleEditorPreviewMutation$data,
} from '../../__generated__/CashFlowRuleEditorPreviewMutation.graphql';
import type { CashFlowRuleEditorUpdateMutation } from '../../__generated__/CashFlowRuleEditorUpdateMutation.graphql';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import { formatCount, formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { SideDrawer } from '../../ui/SideDrawer';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { CASH_CATEGORIES, cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import { CashFlowRuleConditions } from './CashFlowRuleConditions';
import {
  cashFlowRuleSchema,
  NEW_CASH_FLOW_RULE,
  RULE_NAME_MAX,
  ruleConditionsOf,
  ruleFormValuesOf,
  ruleInputOf,
  type CashFlowRuleData,
  type CashFlowRuleFormValues,
} from './cashFlowRuleForm';

export type EditedCashFlowRule = CashFlowRuleData & {
  readonly id: string;
  readonly counterparty:
    { readonly id: string; readonly alias: string; readonly legalName: string } | null | undefined;
};

type CashFlowRuleEditorProps = {
  /** Open while set: `'new'` to add a rule, or the rule to edit. */
  editing: EditedCashFlowRule | 'new' | null;
  /** The counterparties to choose from; null for a viewer without counterparties:read. */
  counterpartyChoices: CounterpartySelect_query$key | null;
  onClose: () => void;
  /** Reads the rules again once one is saved. */
  onSaved: () => Promise<unknown>;
};

type Preview = NonNullable<
  CashFlowRuleEditorPreviewMutation$data['cashFlowRulePreview']['preview']
>;

/** The form's fields the service's errors name, as the form calls them. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'category',
  'counterpartyId',
  'descriptionPattern',
  'amountMin',
  'amountMax',
]);

/**
 * Adds or edits a categorisation rule in a drawer: name, the category it
 * gives, and its conditions (direction, counterparty, description contains
 * or matches a pattern with * and ?, amount range), on or off. "How many
 * lines does it match?" counts the statement transactions the conditions
 * match before anything is saved.
 */
export function CashFlowRuleEditor({
  editing,
  counterpartyChoices,
  onClose,
  onSaved,
}: CashFlowRuleEditorProps) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={editing !== null}
      onClose={onClose}
      testId="cash-flow-rule-editor"
      closeLabel={intl.formatMessage({ id: 'cashFlow.close' })}
    >
      {editing !== null ? (
        <RuleForm
          editing={editing}
          counterpartyChoices={counterpartyChoices}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </SideDrawer>
  );
}

function RuleForm({
  editing,
  counterpartyChoices,
  onClose,
  onSaved,
}: Omit<CashFlowRuleEditorProps, 'editing'> & { editing: EditedCashFlowRule | 'new' }) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(() => cashFlowRuleSchema(intl), [intl]);
  const existing = editing === 'new' ? null : editing;
  const [preview, setPreview] = useState<{ result: Preview; values: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const [commitCreate] = useCommit<CashFlowRuleEditorCreateMutation>(graphql`
    mutation CashFlowRuleEditorCreateMutation($input: CashFlowRuleCreateInput!) {
      cashFlowRuleCreate(input: $input) {
        rule {
          id
          name
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<CashFlowRuleEditorUpdateMutation>(graphql`
    mutation CashFlowRuleEditorUpdateMutation($input: CashFlowRuleUpdateInput!) {
      cashFlowRuleUpdate(input: $input) {
        rule {
          id
          name
          ...CashFlowRuleCard_rule
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitPreview] = useCommit<CashFlowRuleEditorPreviewMutation>(graphql`
    mutation CashFlowRuleEditorPreviewMutation($input: CashFlowRuleDraftInput!) {
      cashFlowRulePreview(input: $input) {
        preview {
          considered
          truncated
          matching
          uncategorised
          corrected
          sample {
            statementTransactionId
            date
            description
            direction
            amount {
              amount
              currency
            }
            category
            categorySource
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const pathOf = (field: string | null | undefined) =>
    field && FORM_FIELDS.has(field) ? field : null;

  const submit = async (
    values: CashFlowRuleFormValues,
    helpers: FormikHelpers<CashFlowRuleFormValues>,
  ) => {
    const input = ruleInputOf(values);
    const commit = existing
      ? commitUpdate({ variables: { input: { ruleId: existing.id, ...input } } }).then(
          (response) => response.cashFlowRuleUpdate,
        )
      : commitCreate({ variables: { input } }).then((response) => response.cashFlowRuleCreate);
    const saved = await feedback.outcome(values, helpers, commit, pathOf);
    if (!saved?.rule) return;
    await onSaved();
    toastSuccess(
      intl.formatMessage(
        { id: existing ? 'cashFlow.rules.updated' : 'cashFlow.rules.created' },
        { name: saved.rule.name },
      ),
    );
    onClose();
  };

  const runPreview = async (
    values: CashFlowRuleFormValues,
    helpers: Pick<FormikHelpers<CashFlowRuleFormValues>, 'setErrors' | 'setStatus'>,
  ) => {
    setPreviewing(true);
    try {
      const payload = await feedback.outcome(
        values,
        helpers,
        commitPreview({ variables: { input: ruleConditionsOf(values) } }).then(
          (response) => response.cashFlowRulePreview,
        ),
        pathOf,
      );
      setPreview(
        payload?.preview ? { result: payload.preview, values: JSON.stringify(values) } : null,
      );
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <Formik<CashFlowRuleFormValues>
      initialValues={existing ? ruleFormValuesOf(existing) : NEW_CASH_FLOW_RULE}
      validationSchema={schema}
      onSubmit={submit}
    >
      <RuleFormBody
        editing={existing !== null}
        current={existing?.counterparty ?? null}
        counterpartyChoices={counterpartyChoices}
        preview={preview}
        previewing={previewing}
        onPreview={runPreview}
        onClose={onClose}
      />
    </Formik>
  );
}

type BodyProps = {
  editing: boolean;
  current: { readonly id: string; readonly alias: string; readonly legalName: string } | null;
  counterpartyChoices: CounterpartySelect_query$key | null;
  preview: { result: Preview; values: string } | null;
  previewing: boolean;
  onPreview: (
    values: CashFlowRuleFormValues,
    helpers: Pick<FormikHelpers<CashFlowRuleFormValues>, 'setErrors' | 'setStatus'>,
  ) => Promise<void>;
  onClose: () => void;
};

function RuleFormBody({
  editing,
  current,
  counterpartyChoices,
  preview,
  previewing,
  onPreview,
  onClose,
}: BodyProps) {
  const intl = useIntl();
  const formik = useFormikContext<CashFlowRuleFormValues>();
  const { errorOf, input } = formikFields(formik);
  const {
    values,
    errors,
    status,
    submitCount,
    isSubmitting,
    handleSubmit,
    setFieldValue,
    validateForm,
    setTouched,
    setErrors,
    setStatus,
  } = formik;
  // The rule's own error (no condition) belongs to no field: yup puts it at the root.
  const formError =
    typeof (errors as Record<string, unknown>)[''] === 'string' && submitCount > 0
      ? ((errors as Record<string, string>)[''] as string)
      : undefined;

  const previewNow = async () => {
    const found = await validateForm();
    const { name: _name, ...conditionErrors } = found as Record<string, string>;
    if (Object.keys(conditionErrors).length > 0) {
      await setTouched(
        Object.fromEntries(Object.keys(conditionErrors).map((field) => [field, true])),
        false,
      );
      if (conditionErrors['']) setStatus(conditionErrors['']);
      return;
    }
    await onPreview(values, { setErrors, setStatus });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      data-testid="cash-flow-rule-form"
      style={{ display: 'contents' }}
    >
      <Drawer.Header>
        <Drawer.Title>
          <FormattedMessage
            id={editing ? 'cashFlow.rules.editTitle' : 'cashFlow.rules.createTitle'}
          />
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="5">
          <FormErrorAlert message={(status as string | undefined) ?? formError} />
          <FormField
            label={<FormattedMessage id="cashFlow.rules.form.name" />}
            error={errorOf('name')}
            required
          >
            <Input
              {...input('name')}
              autoComplete="off"
              maxLength={RULE_NAME_MAX}
              data-testid="cash-flow-rule-name"
            />
          </FormField>
          <FormField
            label={<FormattedMessage id="cashFlow.rules.form.category" />}
            error={errorOf('category')}
            required
          >
            <OptionSelect
              {...input('category')}
              placeholder={intl.formatMessage({ id: 'cashFlow.rules.form.chooseCategory' })}
              options={CASH_CATEGORIES.map((category) => ({
                value: category,
                label: intl.formatMessage(cashCategoryLabel(category)),
              }))}
              data-testid="cash-flow-rule-category"
            />
          </FormField>
          <Switch.Root
            colorPalette="brand"
            checked={values.enabled}
            onCheckedChange={(details) => void setFieldValue('enabled', details.checked)}
            data-testid="cash-flow-rule-enabled"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontSize="sm">
              <FormattedMessage id="cashFlow.rules.form.enabled" />
            </Switch.Label>
          </Switch.Root>

          <CashFlowRuleConditions counterpartyChoices={counterpartyChoices} current={current} />

          <Button
            variant="outline"
            onClick={() => void previewNow()}
            loading={previewing}
            data-testid="cash-flow-rule-preview"
          >
            <FormattedMessage id="cashFlow.rules.preview" />
          </Button>
          {preview && preview.values === JSON.stringify(values) ? (
            <PreviewResult preview={preview.result} />
          ) : null}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="cashFlow.rules.cancel" />
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isSubmitting}
          data-testid="cash-flow-rule-save"
        >
          <FormattedMessage id={editing ? 'cashFlow.rules.save' : 'cashFlow.rules.create'} />
        </Button>
      </Drawer.Footer>
    </form>
  );
}

/** How many lines the conditions match, of which uncategorised and corrected by a person, and a few of them. */
function PreviewResult({ preview }: { preview: Preview }) {
  const { language } = useLanguage();
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      bg="bg.subtle"
      data-testid="cash-flow-rule-preview-result"
    >
      <Text fontWeight="semibold" data-testid="cash-flow-rule-preview-matching">
        <FormattedMessage
          id="cashFlow.rules.previewMatching"
          values={{
            matching: formatCount(preview.matching, language),
            considered: formatCount(preview.considered, language),
          }}
        />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="cashFlow.rules.previewDetail"
          values={{
            uncategorised: formatCount(preview.uncategorised, language),
            corrected: formatCount(preview.corrected, language),
          }}
        />
      </Text>
      {preview.truncated ? (
        <Text fontSize="sm" color="fg.warning">
          <FormattedMessage id="cashFlow.rules.previewTruncated" />
        </Text>
      ) : null}
      {preview.sample.length > 0 ? (
        <Table.Root size="sm">
          <Table.Body>
            {preview.sample.map((line) => (
              <Table.Row key={line.statementTransactionId}>
                <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" paddingStart="0">
                  {formatDate(line.date, language)}
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm" lineClamp={2} wordBreak="break-word">
                    {line.description}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage {...cashCategoryLabel(line.category)} />
                  </Text>
                </Table.Cell>
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  paddingEnd="0"
                >
                  {formatMoney(
                    `${line.direction === 'DEBIT' ? '-' : ''}${line.amount.amount}`,
                    line.amount.currency,
                    language,
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
