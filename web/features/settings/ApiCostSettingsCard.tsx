import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApiCostSettingsCard_organization$key } from '../../__generated__/ApiCostSettingsCard_organization.graphql';
import type { ApiCostSettingsCard_viewer$key } from '../../__generated__/ApiCostSettingsCard_viewer.graphql';
import type { ApiCostSettingsCardMutation } from '../../__generated__/ApiCostSettingsCardMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormField } from '../../ui/FormField';
import { FormSection } from '../../ui/FormSection';
import { ControlSwitch } from './ControlSwitch';
import { SettingsCard } from './SettingsCard';
import { SettingsForm } from './SettingsForm';
import { useSettingsInputs } from './useSettingsInputs';
import {
  apiCostSettingsSchema,
  bucketInputOf,
  type ApiCostSettingsValues,
  type CostBucketValues,
} from './apiCostSettingsSchema';

/**
 * The GraphQL API's cost limits, on the Controls page: how many points each
 * API key's and each session's bucket holds and restores a second, the
 * organisation's own or the deployment's defaults (docs/integrators.md, "Cost
 * and throttling"). `settings:manage` changes them; with `settings:read` only
 * they are shown read-only; without it, not at all.
 */
export function ApiCostSettingsCard({ viewer }: { viewer: ApiCostSettingsCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ApiCostSettingsCard_viewer on Viewer {
        permissions
        organization {
          ...ApiCostSettingsCard_organization
        }
      }
    `,
    viewer,
  );
  const { apiCostSettings: settings } = useFragment<ApiCostSettingsCard_organization$key>(
    graphql`
      fragment ApiCostSettingsCard_organization on Organization {
        id
        apiCostSettings {
          apiKeys {
            bucketSize
            restoreRate
            custom
          }
          sessions {
            bucketSize
            restoreRate
            custom
          }
        }
      }
    `,
    data.organization,
  );
  const intl = useIntl();
  const schema = useMemo(() => apiCostSettingsSchema(intl), [intl]);
  const canManage = data.permissions.includes('settings:manage');
  const [commit] = useCommit<ApiCostSettingsCardMutation>(graphql`
    mutation ApiCostSettingsCardMutation($input: OrganizationApiCostSettingsUpdateInput!) {
      organizationApiCostSettingsUpdate(input: $input) {
        organization {
          ...ApiCostSettingsCard_organization
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  if (!settings) return null;

  const valuesOf = (bucket: typeof settings.apiKeys): CostBucketValues => ({
    custom: bucket.custom,
    bucketSize: intl.formatNumber(bucket.bucketSize),
    restoreRate: intl.formatNumber(bucket.restoreRate),
  });
  const initialValues: ApiCostSettingsValues = {
    apiKeys: valuesOf(settings.apiKeys),
    sessions: valuesOf(settings.sessions),
  };
  const save = (values: ApiCostSettingsValues) =>
    commit({
      variables: {
        input: { apiKeys: bucketInputOf(values.apiKeys), sessions: bucketInputOf(values.sessions) },
      },
    }).then((response) => response.organizationApiCostSettingsUpdate);

  return (
    <SettingsCard
      testId="api-cost"
      title={{ id: 'apiCost.title' }}
      description={{ id: 'apiCost.hint' }}
    >
      <SettingsForm
        initialValues={initialValues}
        validationSchema={schema}
        save={save}
        savedMessage={{ id: 'apiCost.saved' }}
        canManage={canManage}
        testId="api-cost-form"
        saveTestId="api-cost-save"
      >
        <BucketSection kind="apiKeys" canManage={canManage} />
        <BucketSection kind="sessions" canManage={canManage} />
      </SettingsForm>
    </SettingsCard>
  );
}

/** One kind of bucket: the defaults, or the organisation's own size and restore rate. */
function BucketSection({
  kind,
  canManage,
}: {
  kind: keyof ApiCostSettingsValues;
  canManage: boolean;
}) {
  const { values, setFieldValue } = useFormikContext<ApiCostSettingsValues>();
  const { errorOf, input } = useSettingsInputs(canManage);
  const bucket = values[kind];
  return (
    <FormSection
      title={<FormattedMessage id={`apiCost.${kind}.title`} />}
      description={<FormattedMessage id={`apiCost.${kind}.hint`} />}
      data-testid={`api-cost-${kind}`}
    >
      <Stack gap="6">
        <ControlSwitch
          data-testid={`api-cost-${kind}-custom`}
          label={<FormattedMessage id="apiCost.custom.label" />}
          description={<FormattedMessage id="apiCost.custom.description" />}
          checked={bucket.custom}
          disabled={!canManage}
          onChange={(checked) => void setFieldValue(`${kind}.custom`, checked)}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label={<FormattedMessage id="apiCost.bucketSize" />}
            error={errorOf(`${kind}.bucketSize`)}
            helper={<FormattedMessage id="apiCost.bucketSizeHint" />}
            required={bucket.custom}
          >
            <Input
              {...input(`${kind}.bucketSize`)}
              disabled={!canManage || !bucket.custom}
              inputMode="numeric"
              autoComplete="off"
              data-testid={`api-cost-${kind}-size`}
            />
          </FormField>
          <FormField
            label={<FormattedMessage id="apiCost.restoreRate" />}
            error={errorOf(`${kind}.restoreRate`)}
            helper={<FormattedMessage id="apiCost.restoreRateHint" />}
            required={bucket.custom}
          >
            <Input
              {...input(`${kind}.restoreRate`)}
              disabled={!canManage || !bucket.custom}
              inputMode="numeric"
              autoComplete="off"
              data-testid={`api-cost-${kind}-rate`}
            />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
