import { Button, Drawer, Input, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { SideDrawer } from '../../ui/SideDrawer';
import { ruleMessageIds, type RuleMessages } from './ruleMessages';

type RuleEditorFormProps = {
  /** The screen's catalogue prefix: the title, the name's label and the buttons. */
  messages: RuleMessages;
  testIds: { form: string; name: string; preview: string; save: string };
  /** Whether it edits a saved rule (Save) rather than adding one (Create). */
  editing: boolean;
  /** The form's own error (a refusal or a failed request), above the fields. */
  error: string | undefined;
  nameMaxLength?: number;
  previewing: boolean;
  onPreview: () => void;
  /** The last preview's result, while the form still holds the values it ran on. */
  preview: ReactNode;
  onClose: () => void;
  /** The rule's own fields, under its name. */
  children: ReactNode;
};

/**
 * A rule's form in the editor drawer, inside its formik form: the title, the
 * form's error, the name, the screen's own fields, the preview button with
 * its result, and Cancel and Save (or Create).
 */
export function RuleEditorForm({
  messages,
  testIds,
  editing,
  error,
  nameMaxLength,
  previewing,
  onPreview,
  preview,
  onClose,
  children,
}: RuleEditorFormProps) {
  const formik = useFormikContext<{ name: string }>();
  const { errorOf, input } = formikFields(formik);
  const ids = ruleMessageIds(messages);
  return (
    <form
      noValidate
      onSubmit={formik.handleSubmit}
      data-testid={testIds.form}
      style={{ display: 'contents' }}
    >
      <Drawer.Header>
        <Drawer.Title>
          <FormattedMessage id={editing ? ids.editTitle : ids.createTitle} />
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="5">
          <FormErrorAlert message={error} />
          <FormField label={<FormattedMessage id={ids.name} />} error={errorOf('name')} required>
            <Input
              {...input('name')}
              autoComplete="off"
              maxLength={nameMaxLength}
              data-testid={testIds.name}
            />
          </FormField>
          {children}
          <Button
            variant="outline"
            onClick={onPreview}
            loading={previewing}
            data-testid={testIds.preview}
          >
            <FormattedMessage id={ids.preview} />
          </Button>
          {preview}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id={ids.cancel} />
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={formik.isSubmitting}
          data-testid={testIds.save}
        >
          <FormattedMessage id={editing ? ids.save : ids.create} />
        </Button>
      </Drawer.Footer>
    </form>
  );
}

type RuleEditorDrawerProps<Rule> = {
  /** Open while set: `'new'` to add a rule, or the rule to edit. */
  editing: Rule | 'new' | null;
  onClose: () => void;
  testId: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The rule's form, given the rule it edits (null for a new one). */
  children: (existing: Rule | null) => ReactNode;
};

/**
 * The drawer a rule's editor opens in: open while a rule (or `'new'`) is being
 * edited, its form mounted afresh each time so it starts from that rule's values.
 */
export function RuleEditorDrawer<Rule>({
  editing,
  onClose,
  testId,
  closeLabel,
  children,
}: RuleEditorDrawerProps<Rule>) {
  return (
    <SideDrawer open={editing !== null} onClose={onClose} testId={testId} closeLabel={closeLabel}>
      {editing !== null ? children(editing === 'new' ? null : editing) : null}
    </SideDrawer>
  );
}
