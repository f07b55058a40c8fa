import { Grid, Input, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApprovalRuleDialog_rule$key } from '../../__generated__/ApprovalRuleDialog_rule.graphql';
import type { ApprovalRuleDialogCreateMutation } from '../../__generated__/ApprovalRuleDialogCreateMutation.graphql';
import type { ApprovalRuleDialogUpdateMutation } from '../../__generated__/ApprovalRuleDialogUpdateMutation.graphql';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ChoiceFieldset } from '../../ui/ChoiceFieldset';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect } from '../../ui/OptionSelect';
import { roleLabel } from '../../domain/role/roleLabel';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  APPROVAL_RULE_APPLIES_TO,
  APPROVAL_RULE_METHODS,
  approvalRuleFormSchema,
  approvalRuleInputOf,
  approvalRuleValuesOf,
  MAX_APPROVALS,
  NEW_APPROVAL_RULE,
  RULE_NAME_MAX,
  type ApprovalRuleFormValues,
} from './approvalRuleFormSchema';
import { approvalRuleWords } from './approvalRuleWords';

/** A role a rule may name, as the `roles` query answers it. */
export type RuleRoleChoice = { readonly name: string; readonly builtIn: boolean };

type ApprovalRuleDialogProps = {
  open: boolean;
  /** The rule to edit; null adds one (tried after the others). */
  rule: ApprovalRuleDialog_rule$key | null;
  /** The organisation's roles; null without `roles:read` (then only the rule's own roles are offered). */
  roles: readonly RuleRoleChoice[] | null;
  onClose: () => void;
};

/**
 * Adds or changes an approval rule: its name, the orders it applies to
 * (payments, transfers or both; from which amount; by which methods, none
 * for any) and what they need (1 to 5 distinct approvals, from which roles,
 * none for any approver). The server's refusals land on their field, any
 * other above the form.
 */
export function ApprovalRuleDialog({ open, rule, roles, onClose }: ApprovalRuleDialogProps) {
  const data = useFragment(
    graphql`
      fragment ApprovalRuleDialog_rule on ApprovalRule {
        ...approvalRuleTerms_rule @relay(mask: false)
      }
    `,
    rule,
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      testId="approval-rule-dialog"
      title={
        <FormattedMessage
          id={data ? 'controls.approvalRules.editTitle' : 'controls.approvalRules.addTitle'}
        />
      }
    >
      <ApprovalRuleForm
        ruleId={data?.id ?? null}
        initialValues={data ? approvalRuleValuesOf(data) : NEW_APPROVAL_RULE}
        roles={roles}
        onClose={onClose}
      />
    </FormDialog>
  );
}

function ApprovalRuleForm({
  ruleId,
  initialValues,
  roles,
  onClose,
}: {
  ruleId: string | null;
  initialValues: ApprovalRuleFormValues;
  roles: readonly RuleRoleChoice[] | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(() => approvalRuleFormSchema(intl), [intl]);
  const [commitCreate] = useCommit<ApprovalRuleDialogCreateMutation>(graphql`
    mutation ApprovalRuleDialogCreateMutation($input: ApprovalRuleCreateInput!) {
      approvalRuleCreate(input: $input) {
        rule {
          ...ApprovalRulesCard_rule @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<ApprovalRuleDialogUpdateMutation>(graphql`
    mutation ApprovalRuleDialogUpdateMutation($input: ApprovalRuleUpdateInput!) {
      approvalRuleUpdate(input: $input) {
        rule {
          ...ApprovalRulesCard_rule @relay(mask: false)
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const save = (values: ApprovalRuleFormValues) => {
    const input = approvalRuleInputOf(values);
    if (ruleId)
      return commitUpdate({ variables: { input: { ...input, ruleId } } }).then(
        (response) => response.approvalRuleUpdate,
      );
    return commitCreate({
      variables: { input },
      // A new rule is tried last: it joins the end of the list.
      updater: (store) => {
        const made = store.getRootField('approvalRuleCreate')?.getLinkedRecord('rule');
        const root = store.getRoot();
        const rules = root.getLinkedRecords('approvalRules');
        if (made && rules) root.setLinkedRecords([...rules, made], 'approvalRules');
      },
    }).then((response) => response.approvalRuleCreate);
  };

  const submit = async (
    values: ApprovalRuleFormValues,
    helpers: FormikHelpers<ApprovalRuleFormValues>,
  ) => {
    const saved = await feedback.outcome(values, helpers, save(values));
    if (!saved?.rule) return;
    onClose();
    toastSuccess(
      intl.formatMessage(
        { id: ruleId ? 'controls.approvalRules.updated' : 'controls.approvalRules.created' },
        { name: saved.rule.name },
      ),
    );
  };

  return (
    <Formik<ApprovalRuleFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={<FormattedMessage id="controls.approvalRules.dialogIntro" />}
        errorTestId="approval-rule-error"
        onCancel={onClose}
        submitLabel={
          <FormattedMessage
            id={ruleId ? 'controls.approvalRules.save' : 'controls.approvalRules.add'}
          />
        }
        submitTestId="approval-rule-submit"
      >
        <ApprovalRuleFields roles={roles} />
      </FormDialogForm>
    </Formik>
  );
}

/** The dialog's fields. */
function ApprovalRuleFields({ roles }: { roles: readonly RuleRoleChoice[] | null }) {
  const { errorOf, input } = formikFields(useFormikContext<ApprovalRuleFormValues>());
  const intl = useIntl();
  const { language } = useLanguage();
  const words = approvalRuleWords(intl);

  return (
    <>
      <FormField
        label={<FormattedMessage id="controls.approvalRules.name" />}
        error={errorOf('name')}
        required
      >
        <Input
          {...input('name')}
          autoComplete="off"
          autoFocus
          maxLength={RULE_NAME_MAX + 20}
          data-testid="approval-rule-name-input"
        />
      </FormField>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField
          label={<FormattedMessage id="controls.approvalRules.appliesTo" />}
          error={errorOf('appliesTo')}
          required
        >
          <OptionSelect
            {...input('appliesTo')}
            options={APPROVAL_RULE_APPLIES_TO.map((value) => ({
              value,
              label: words.appliesTo(value),
            }))}
            data-testid="approval-rule-applies-to"
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="controls.approvalRules.minAmount" />}
          error={errorOf('minAmount')}
          helper={<FormattedMessage id="controls.approvalRules.minAmountHint" />}
          required
        >
          <MoneyInput
            {...input('minAmount')}
            placeholder={formatDecimal('100000000.00', language)}
            data-testid="approval-rule-min-amount"
          />
        </FormField>
      </Grid>
      <RuleMethodsFieldset />
      <FormField
        label={<FormattedMessage id="controls.approvalRules.approvalsRequired" />}
        error={errorOf('approvalsRequired')}
        required
      >
        <OptionSelect
          {...input('approvalsRequired')}
          options={Array.from({ length: MAX_APPROVALS }, (_, index) => ({
            value: String(index + 1),
            label: intl.formatMessage(
              { id: 'controls.approvalRules.approvalsOption' },
              { count: index + 1 },
            ),
          }))}
          data-testid="approval-rule-approvals"
        />
      </FormField>
      <RuleApproverRolesFieldset roles={roles} />
    </>
  );
}

/** The payment methods the rule applies to, as checkboxes. */
function RuleMethodsFieldset() {
  const words = approvalRuleWords(useIntl());
  return (
    <ChoiceFieldset
      name="methods"
      legend={<FormattedMessage id="controls.approvalRules.methods" />}
      helper={<FormattedMessage id="controls.approvalRules.methodsHint" />}
      choices={APPROVAL_RULE_METHODS.map((method) => ({
        value: method,
        label: words.method(method),
      }))}
      testIdPrefix="approval-rule-method"
      inline
    />
  );
}

/**
 * The roles whose members approve, as checkboxes; roles the rule names that
 * the list does not hold (gone since, or roles unreadable) stay offered, to
 * be kept or dropped.
 */
function RuleApproverRolesFieldset({ roles }: { roles: readonly RuleRoleChoice[] | null }) {
  const { values } = useFormikContext<ApprovalRuleFormValues>();
  const intl = useIntl();
  const roleChoices = [
    ...(roles ?? []).map((role) => ({ value: role.name, label: roleLabel(role, intl) })),
    ...values.approverRoles
      .filter((name) => !(roles ?? []).some((role) => role.name === name))
      .map((name) => ({ value: name, label: name })),
  ];
  return (
    <ChoiceFieldset
      name="approverRoles"
      legend={<FormattedMessage id="controls.approvalRules.roles" />}
      helper={<FormattedMessage id="controls.approvalRules.rolesHint" />}
      choices={roleChoices}
      testIdPrefix="approval-rule-role"
      inline
      empty={
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="controls.approvalRules.noRoles" />
        </Text>
      }
    />
  );
}
