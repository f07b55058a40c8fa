import type { FormikHelpers, FormikProps } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

/** What the preview needs of the form (`useFormikContext`): its values, its rules, and where refusals show. */
type PreviewForm<Values> = Pick<
  FormikProps<Values>,
  'values' | 'validateForm' | 'setErrors' | 'setStatus'
> & {
  setTouched: (touched: { [field: string]: boolean }, shouldValidate: boolean) => unknown;
};

type RuleEditorOptions<Values, Preview> = {
  /** The screen's catalogue prefix: the toast once the rule is saved. */
  messages: RuleMessages;
  /** Whether the form edits a saved rule (rather than adding one). */
  editing: boolean;
  /** Commits the screen's create or update mutation and answers its payload. */
  save: (
    values: Values,
  ) => Promise<{ readonly rule: { readonly name: string } | null | undefined } & Refusable>;
  /** Commits the screen's preview mutation and answers its payload. */
  preview: (
    values: Values,
  ) => Promise<{ readonly preview: Preview | null | undefined } & Refusable>;
  /** The form's field a refusal names, from the service's path; null for the form as a whole. */
  pathOf: (field: string | null | undefined) => string | null;
  /** Reads the rules again once one is saved. */
  onSaved: () => Promise<unknown>;
  onClose: () => void;
};

type Refusable = { readonly userErrors: readonly UserErrorShape[] };

/**
 * What a rule's editor does with its form: saves it (refusals on their
 * fields, then the rules read again, a toast and the drawer closed), and
 * previews what the rule as written would match. The last preview shows only
 * while the form still holds the values it ran on.
 */
export function useRuleEditor<Values extends object, Preview>({
  messages,
  editing,
  save,
  preview,
  pathOf,
  onSaved,
  onClose,
}: RuleEditorOptions<Values, Preview>) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [previewed, setPreviewed] = useState<{ result: Preview; values: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const ids = ruleMessageIds(messages);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const saved = await feedback.outcome(values, helpers, save(values), pathOf);
    if (!saved?.rule) return;
    await onSaved();
    toastSuccess(
      intl.formatMessage({ id: editing ? ids.updated : ids.created }, { name: saved.rule.name }),
    );
    onClose();
  };

  /**
   * Previews the form's values once the form's own rules accept them, the fields the preview
   * does not send (`unsent`, a rule's name) aside; otherwise the refused fields show their error,
   * and the rule's own error (yup's at the root, no field's) shows above the form.
   */
  const runPreview = async (form: PreviewForm<Values>, unsent: readonly string[] = []) => {
    const errors: Record<string, unknown> = await form.validateForm();
    const refused = Object.keys(errors).filter((field) => !unsent.includes(field));
    if (refused.length > 0) {
      await form.setTouched(Object.fromEntries(refused.map((field) => [field, true])), false);
      if (typeof errors[''] === 'string') form.setStatus(errors['']);
      return;
    }
    const { values } = form;
    setPreviewing(true);
    try {
      const payload = await feedback.outcome(values, form, preview(values), pathOf);
      setPreviewed(
        payload?.preview ? { result: payload.preview, values: JSON.stringify(values) } : null,
      );
    } finally {
      setPreviewing(false);
    }
  };

  const previewOf = (values: Values): Preview | null =>
    previewed && previewed.values === JSON.stringify(values) ? previewed.result : null;

  return { submit, runPreview, previewing, previewOf };
}

/** What `useRuleEditor` gives the form's body. */
export type RuleEditor<Values extends object, Preview> = ReturnType<
  typeof useRuleEditor<Values, Preview>
>;
