import { Stack, Table, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
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
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikSwitch } from '../../ui/FormikSwitch';
import { OptionSelect } from '../../ui/OptionSelect';
import { CASH_CATEGORIES, cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import { RuleEditorDrawer, RuleEditorForm } from '../../domain/rules/RuleEditorForm';
import { type RuleEditor, useRuleEditor } from '../../domain/rules/useRuleEditor';
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
import { FigureCell } from '../../ui/FigureCell';
import { RulePreviewTruncated } from '../../domain/rules/RulePreviewTruncated';

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
    <RuleEditorDrawer
      editing={editing}
      onClose={onClose}
      testId="cash-flow-rule-editor"
      closeLabel={intl.formatMessage({ id: 'cashFlow.close' })}
    >
      {(existing) => (
        <RuleForm
          existing={existing}
          counterpartyChoices={counterpartyChoices}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </RuleEditorDrawer>
  );
}

function RuleForm({
  existing,
  counterpartyChoices,
  onClose,
  onSaved,
}: Omit<CashFlowRuleEditorProps, 'editing'> & { existing: EditedCashFlowRule | null }) {
  const intl = useIntl();
  const schema = useMemo(() => cashFlowRuleSchema(intl), [intl]);

  const editor = useCashFlowRuleEditor(existing, onSaved, onClose);

  return (
    <Formik<CashFlowRuleFormValues>
      initialValues={existing ? ruleFormValuesOf(existing) : NEW_CASH_FLOW_RULE}
      validationSchema={schema}
      onSubmit={editor.submit}
    >
      <RuleFormBody
        editing={existing !== null}
        current={existing?.counterparty ?? null}
        counterpartyChoices={counterpartyChoices}
        editor={editor}
        onClose={onClose}
      />
    </Formik>
  );
}

/**
 * The rule editor's saving (create or update) and preview of what the draft would match,
 * with the server's field errors on the fields they name.
 */
function useCashFlowRuleEditor(
  existing: EditedCashFlowRule | null,
  onSaved: CashFlowRuleEditorProps['onSaved'],
  onClose: CashFlowRuleEditorProps['onClose'],
) {
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

  const editor = useRuleEditor<CashFlowRuleFormValues, Preview>({
    messages: 'cashFlow.rules',
    editing: existing !== null,
    save: (values) => {
      const input = ruleInputOf(values);
      return existing
        ? commitUpdate({ variables: { input: { ruleId: existing.id, ...input } } }).then(
            (response) => response.cashFlowRuleUpdate,
          )
        : commitCreate({ variables: { input } }).then((response) => response.cashFlowRuleCreate);
    },
    preview: (values) =>
      commitPreview({ variables: { input: ruleConditionsOf(values) } }).then(
        (response) => response.cashFlowRulePreview,
      ),
    pathOf,
    onSaved,
    onClose,
  });

  return editor;
}

type BodyProps = {
  editing: boolean;
  current: { readonly id: string; readonly alias: string; readonly legalName: string } | null;
  counterpartyChoices: CounterpartySelect_query$key | null;
  editor: RuleEditor<CashFlowRuleFormValues, Preview>;
  onClose: () => void;
};

function RuleFormBody({ editing, current, counterpartyChoices, editor, onClose }: BodyProps) {
  const intl = useIntl();
  const formik = useFormikContext<CashFlowRuleFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { values, errors, status, submitCount } = formik;
  // The rule's own error (no condition) belongs to no field: yup puts it at the root.
  const formError =
    typeof (errors as Record<string, unknown>)[''] === 'string' && submitCount > 0
      ? ((errors as Record<string, string>)[''] as string)
      : undefined;

  const preview = editor.previewOf(values);
  return (
    <RuleEditorForm
      messages="cashFlow.rules"
      testIds={{
        form: 'cash-flow-rule-form',
        name: 'cash-flow-rule-name',
        preview: 'cash-flow-rule-preview',
        save: 'cash-flow-rule-save',
      }}
      editing={editing}
      error={(status as string | undefined) ?? formError}
      nameMaxLength={RULE_NAME_MAX}
      previewing={editor.previewing}
      // The preview counts what the conditions match: the rule's name is not sent.
      onPreview={() => void editor.runPreview(formik, ['name'])}
      preview={preview ? <PreviewResult preview={preview} /> : null}
      onClose={onClose}
    >
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
      <FormikSwitch
        name="enabled"
        label={<FormattedMessage id="cashFlow.rules.form.enabled" />}
        testId="cash-flow-rule-enabled"
      />

      <CashFlowRuleConditions counterpartyChoices={counterpartyChoices} current={current} />
    </RuleEditorForm>
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
      <RulePreviewTruncated shown={preview.truncated} messageId="cashFlow.rules.previewTruncated" />
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
                <FigureCell paddingEnd="0">
                  {formatMoney(
                    `${line.direction === 'DEBIT' ? '-' : ''}${line.amount.amount}`,
                    line.amount.currency,
                    language,
                  )}
                </FigureCell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );
}
