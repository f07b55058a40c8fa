import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSection } from '../../ui/FormSection';

/** One section of a settings form: its heading and what it is for, then its fields two to a row on wider screens. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: { id: string };
  description: { id: string };
  children: ReactNode;
}) {
  return (
    <FormSection
      title={<FormattedMessage {...title} />}
      description={<FormattedMessage {...description} />}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        {children}
      </Grid>
    </FormSection>
  );
}
