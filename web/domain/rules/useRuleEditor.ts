import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

type FormHelpers<Values> = Pick<FormikHelpers<Values>, 'setErrors' | 'setStatus'>;

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

  const runPreview = async (values: Values, helpers: FormHelpers<Values>) => {
    setPreviewing(true);
    try {
      const payload = await feedback.outcome(values, helpers, preview(values), pathOf);
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
