import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import {
  BroadcastMessagesDocument,
  CustomerStatusOptionsDocument,
  MembershipTierOptionsDocument,
  ReceiverGroupsDocument,
} from '../../../graphql/admin/graphql';
import { useShopLanguages } from '../../framework/edit/useShopLanguages';
import type { FieldOption } from '../../framework/resource';
import { LEAD_SOURCES } from '../customer';

/** The choices of the broadcast screens, loaded where a field needs them. */

export function useReceiverGroupOptions(): FieldOption[] {
  const { data } = useQuery(ReceiverGroupsDocument, { variables: { options: { perPage: 100, sort: 'name' } }, fetchPolicy: 'cache-and-network' });
  return (data?.receiverGroups.items ?? []).map((group) => ({ value: group.name, label: `${group.name} (${group.count})` }));
}

export function useMessageOptions(): FieldOption[] {
  const { data } = useQuery(BroadcastMessagesDocument, { variables: { options: { perPage: 100 } }, fetchPolicy: 'cache-and-network' });
  return (data?.broadcastMessages.items ?? []).map((message) => ({ value: message.id, label: `#${message.id} ${message.subject}` }));
}

export function useLeadStatusOptions(): FieldOption[] {
  const { data } = useQuery(CustomerStatusOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.leadStatuses.items ?? []).map((status) => ({ value: status.id, label: status.title }));
}

export function useMembershipTierOptions(): FieldOption[] {
  const { data } = useQuery(MembershipTierOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.membershipTiers.items ?? []).map((tier) => ({ value: tier.id, label: tier.name }));
}

export function useLeadSourceOptions(): FieldOption[] {
  const intl = useIntl();
  return LEAD_SOURCES.map((source) => ({ value: source, label: intl.formatMessage({ id: `admin.customer.source.${source}` }) }));
}

export function useContentLanguageOptions(): FieldOption[] {
  const intl = useIntl();
  return (useShopLanguages()?.languages ?? []).map((language) => ({ value: language, label: intl.formatMessage({ id: `common.language.${language}` }) }));
}

export function useSubscribedOptions(): FieldOption[] {
  const intl = useIntl();
  return (['any', 'yes', 'no'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `admin.receiver.subscribed.${value}` }) }));
}
