import { Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ReconciliationRuleEditorCreateMutation } from '../../__generated__/ReconciliationRuleEditorCreateMutation.graphql';
import type {
  ReconciliationRuleEditorPreviewMutation,
  ReconciliationRuleEditorPreviewMutation$data,
} from '../../__generated__/ReconciliationRuleEditorPreviewMutation.graphql';
import type { ReconciliationRuleEditorUpdateMutation } from '../../__generated__/ReconciliationRuleEditorUpdateMutation.graphql';
import { RuleEditorDrawer, RuleEditorForm } from '../../domain/rules/RuleEditorForm';
import { type RuleEditor, useRuleEditor } from '../../domain/rules/useRuleEditor';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikSwitch } from '../../ui/FormikSwitch';
import { ReconciliationRulePreview } from './ReconciliationRulePreview';
import { RuleMatchFields } from './RuleMatchFields';
import { RulePercentInput } from './RulePercentInput';
import {
  FORM_FIELD_OF,
  formValuesOf,
  inLanguage,
  NEW_RULE,
  ruleFormSchema,
  ruleInputOf,
  type RuleData,
  type RuleFormValues,
} from './ruleFormValues';

export type EditedRule = RuleData & { readonly id: string };

type ReconciliationRuleEditorProps = {
  /** Open while set: `'new'` to add a rule, or the rule to edit. */
  editing: EditedRule | 'new' | null;
  /** Every saved rule in priority order: the preview runs them with this one in its place (or last, when new). */
  rules: readonly EditedRule[];
  /** Whether the viewer may turn self-confirmation on (reconciliation:auto-reconcile). */
  canAutoConfirm: boolean;
  onClose: () => void;
  /** Reads the rules again once one is saved. */
  onSaved: () => Promise<unknown>;
};

type Preview = NonNullable<
  ReconciliationRuleEditorPreviewMutation$data['reconciliationRulesPreview']['preview']
>;

/**
 * Adds or edits a matching rule in a drawer: name, enabled, the amount
 * tolerance (money and percentage), transfer fees, the date window, the
 * fields that must agree, the review threshold, and self-confirmation (off
 * unless switched on, and only for a member with the auto-reconciliation
 * permission). "Preview on the last 90 days" shows what the rules would
 * match with this one as written, before anything is saved.
 */
export function ReconciliationRuleEditor({
  editing,
  rules,
  canAutoConfirm,
  onClose,
  onSaved,
}: ReconciliationRuleEditorProps) {
  const intl = useIntl();
  return (
    <RuleEditorDrawer
      editing={editing}
      onClose={onClose}
      testId="reconciliation-rule-editor"
      closeLabel={intl.formatMessage({ id: 'reconciliation.rulesPage.close' })}
    >
      {(existing) => (
        <RuleForm
          existing={existing}
          rules={rules}
          canAutoConfirm={canAutoConfirm}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </RuleEditorDrawer>
  );
}

function RuleForm({
  existing,
  rules,
  canAutoConfirm,
  onClose,
  onSaved,
}: Omit<ReconciliationRuleEditorProps, 'editing'> & { existing: EditedRule | null }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => ruleFormSchema(intl), [intl]);

  const editor = useReconciliationRuleEditor(existing, rules, onSaved, onClose);

  return (
    <Formik<RuleFormValues>
      initialValues={inLanguage(existing ? formValuesOf(existing) : NEW_RULE, language)}
      validationSchema={schema}
      onSubmit={editor.submit}
    >
      <RuleFormBody
        editing={existing !== null}
        canAutoConfirm={canAutoConfirm}
        editor={editor}
        onClose={onClose}
      />
    </Formik>
  );
}

/**
 * Saves the rule (a new one, or the one edited) and previews what every
 * saved rule would match with it as written, refusals landing on the form's
 * own fields.
 */
function useReconciliationRuleEditor(
  existing: EditedRule | null,
  rules: ReconciliationRuleEditorProps['rules'],
  onSaved: ReconciliationRuleEditorProps['onSaved'],
  onClose: ReconciliationRuleEditorProps['onClose'],
) {
  const [commitCreate] = useCommit<ReconciliationRuleEditorCreateMutation>(graphql`
    mutation ReconciliationRuleEditorCreateMutation($input: ReconciliationRuleCreateInput!) {
      reconciliationRuleCreate(input: $input) {
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
  const [commitUpdate] = useCommit<ReconciliationRuleEditorUpdateMutation>(graphql`
    mutation ReconciliationRuleEditorUpdateMutation($input: ReconciliationRuleUpdateInput!) {
      reconciliationRuleUpdate(input: $input) {
        rule {
          id
          name
          ...ReconciliationRuleCard_rule
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitPreview] = useCommit<ReconciliationRuleEditorPreviewMutation>(graphql`
    mutation ReconciliationRuleEditorPreviewMutation($input: ReconciliationRulesPreviewInput!) {
      reconciliationRulesPreview(input: $input) {
        preview {
          ...ReconciliationRulePreview_preview
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const pathOf = (field: string | null | undefined) => {
    // A preview names the draft's place (`rules.2.daysAfter`); only this rule's own fields are on the form.
    const own = existing ? rules.findIndex((rule) => rule.id === existing.id) : rules.length;
    const name = field?.startsWith('rules.')
      ? field.split('.')[1] === String(own)
        ? field.split('.')[2]
        : null
      : field;
    return (name && FORM_FIELD_OF[name]) ?? null;
  };

  return useRuleEditor<RuleFormValues, Preview>({
    messages: 'reconciliation.rulesPage',
    editing: existing !== null,
    save: (values) => {
      const input = ruleInputOf(values);
      return existing
        ? commitUpdate({ variables: { input: { ruleId: existing.id, ...input } } }).then(
            (response) => response.reconciliationRuleUpdate,
          )
        : commitCreate({ variables: { input } }).then(
            (response) => response.reconciliationRuleCreate,
          );
    },
    // The preview runs every saved rule, with this one as written in its place (or last, when new).
    preview: (values) => {
      const own = ruleInputOf(values);
      const drafts = existing
        ? rules.map((rule) => (rule.id === existing.id ? own : ruleInputOf(formValuesOf(rule))))
        : [...rules.map((rule) => ruleInputOf(formValuesOf(rule))), own];
      return commitPreview({ variables: { input: { rules: drafts } } }).then(
        (response) => response.reconciliationRulesPreview,
      );
    },
    pathOf,
    onSaved,
    onClose,
  });
}

type BodyProps = {
  editing: boolean;
  canAutoConfirm: boolean;
  editor: RuleEditor<RuleFormValues, Preview>;
  onClose: () => void;
};

function RuleFormBody({ editing, canAutoConfirm, editor, onClose }: BodyProps) {
  const formik = useFormikContext<RuleFormValues>();
  const { errorOf } = formikFields(formik);
  const { values, status } = formik;

  const preview = editor.previewOf(values);
  return (
    <RuleEditorForm
      messages="reconciliation.rulesPage"
      testIds={{
        form: 'reconciliation-rule-form',
        name: 'rule-name',
        preview: 'rule-preview',
        save: 'rule-save',
      }}
      editing={editing}
      error={status as string | undefined}
      previewing={editor.previewing}
      onPreview={() => void editor.runPreview(formik)}
      preview={preview ? <ReconciliationRulePreview preview={preview} /> : null}
      onClose={onClose}
    >
      <FormikSwitch
        name="enabled"
        label={<FormattedMessage id="reconciliation.rulesPage.form.enabled" />}
        testId="rule-enabled"
      />

      <RuleMatchFields />

      <Text fontWeight="semibold">
        <FormattedMessage id="reconciliation.rulesPage.form.thresholdSection" />
      </Text>
      <FormField
        label={<FormattedMessage id="reconciliation.rulesPage.form.review" />}
        error={errorOf('reviewPercent')}
        helper={<FormattedMessage id="reconciliation.rulesPage.form.reviewHint" />}
      >
        <RulePercentInput name="reviewPercent" testId="rule-review" />
      </FormField>
      {/* Without the permission the switch cannot turn it on; a rule that has it can still be turned off. */}
      <FormikSwitch
        name="autoConfirm"
        label={<FormattedMessage id="reconciliation.rulesPage.form.autoConfirm" />}
        testId="rule-auto-confirm"
        disabled={!canAutoConfirm && !values.autoConfirm}
      />
      {!canAutoConfirm ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="reconciliation.rulesPage.form.autoConfirmNeedsPermission" />
        </Text>
      ) : null}
      {values.autoConfirm ? (
        <FormField
          label={<FormattedMessage id="reconciliation.rulesPage.form.autoConfirmAt" />}
          error={errorOf('autoConfirmPercent')}
          helper={<FormattedMessage id="reconciliation.rulesPage.form.autoConfirmHint" />}
        >
          <RulePercentInput name="autoConfirmPercent" testId="rule-auto-confirm-at" />
        </FormField>
      ) : null}
    </RuleEditorForm>
  );
}
