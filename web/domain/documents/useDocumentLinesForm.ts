import type { FormikHelpers } from 'formik';
import { useCallback, useMemo } from 'react';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  documentDiscountOf,
  documentLinesErrors,
  lineFieldOf,
  lineInputOf,
  type DocumentLinesValues,
} from './documentLineValues';

/**
 * What every form that writes an order with lines does the same way, in the
 * reader's language: `validate` checks the lines and the discount with the
 * service's words; `linesInput` gives them as the API takes them (canonical
 * decimals); `save` waits for the mutation's payload and puts a refusal on
 * the field it names, one about the lines as a whole (a credit limit, too
 * many lines) above the buttons. It answers the payload, or null once
 * refused.
 */
export function useDocumentLinesForm() {
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const feedback = useFormFeedback();
  const validate = useCallback(
    <Values extends DocumentLinesValues>(values: Values) =>
      documentLinesErrors(values, language, (code, slots) => errorMessage(code, null, slots)),
    [language, errorMessage],
  );
  const linesInput = useCallback(
    (values: DocumentLinesValues) => ({
      documentDiscount: documentDiscountOf(values),
      pricesIncludeTax: values.pricesIncludeTax,
      lines: values.lines.map((line) => lineInputOf(line, language)),
    }),
    [language],
  );
  const save = useCallback(
    <
      Values extends DocumentLinesValues,
      Payload extends { readonly userErrors: readonly UserErrorShape[] },
    >(
      values: Values,
      helpers: FormikHelpers<Values>,
      commit: Promise<Payload>,
    ) =>
      feedback.outcome(values, helpers, commit, (field) =>
        field === 'lines' ? null : field ? field.replace(/[^.]+$/, lineFieldOf) : null,
      ),
    [feedback],
  );
  return useMemo(() => ({ validate, linesInput, save }), [validate, linesInput, save]);
}
