import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { usePosSale } from '../../../web/src/admin/resources/store/pos/usePosSale';
import { PosCreateSaleDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders, messages } from './admin-test-utils';

/** Issue 18: the selling screen's sale, as the server refuses it. */
describe('usePosSale', () => {
  beforeEach(() => localStorage.clear());

  it('says where the payments are that the ticket’s id was used by another sale, and keeps the ticket', async () => {
    const refused = {
      request: { query: PosCreateSaleDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Please make sure all fields are filled in correctly', {
            extensions: { code: 'BAD_USER_INPUT', errors: { clientId: 'This input can not be repeated' } },
          }),
        ],
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => <AdminTestProviders mocks={[refused]}>{children}</AdminTestProviders>;
    const { result } = renderHook(() => usePosSale(1, 1), { wrapper });
    const clientId = result.current.ticket.clientId;
    await act(() => result.current.complete());
    await waitFor(() => expect(result.current.errors.payments).toBe(messages['common.server.noRepeated']));
    expect(result.current.sale).toBeNull();
    expect(result.current.ticket.clientId).toBe(clientId);
  });
});
