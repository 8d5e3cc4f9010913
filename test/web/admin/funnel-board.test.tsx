import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { FunnelBoardPage } from '../../../web/src/admin/resources/lead-funnel/FunnelBoardPage';
import { FunnelBoardDocument, MoveLeadDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders } from './admin-test-utils';

const stage = (id: number, name: string) => ({ __typename: 'FunnelStage', id, name, colour: '#888888', probability: 10, won: false, lost: false });
const lead = (version: number) => ({
  __typename: 'Lead',
  id: 7,
  firstName: 'Mei',
  lastName: 'Chan',
  company: '',
  expectedValue: '100.00',
  adminName: '',
  followUpAt: null,
  version,
  order: 0,
});
/** Two stages; the lead in the first, at `version`. */
const board = (version: number) => ({
  funnelBoard: {
    __typename: 'FunnelBoard',
    funnel: { __typename: 'Funnel', id: 3, name: 'Sales' },
    columns: [
      { __typename: 'FunnelBoardColumn', stage: stage(11, 'Enquiry'), count: 1, total: '100.00', leads: [lead(version)] },
      { __typename: 'FunnelBoardColumn', stage: stage(12, 'Contacted'), count: 0, total: '0.00', leads: [] },
    ],
  },
});
const LEAD_CHANGED = 'The lead was changed by someone else meanwhile';
const move = (version: number) => ({ query: MoveLeadDocument, variables: { id: 7, input: { stageId: 12, order: 0, version } } });

/** Issue 16: the funnel board's moves, as the server refuses them. */
describe('funnel board', () => {
  it('says that a move was refused once the board shows the lead as it is now, so that the next move carries its new version', async () => {
    const mocks = [
      { request: { query: FunnelBoardDocument, variables: { id: 3 } }, result: { data: board(1) } },
      { request: move(1), result: { errors: [new GraphQLError(LEAD_CHANGED, { extensions: { code: 'CONFLICT' } })] } },
      // The board read again after the refusal, slowly.
      { request: { query: FunnelBoardDocument, variables: { id: 3 } }, result: { data: board(2) }, delay: 300 },
      { request: move(2), result: { data: { moveLead: { __typename: 'Lead', id: 7, stageId: 12, order: 0, version: 3 } } } },
      { request: { query: FunnelBoardDocument, variables: { id: 3 } }, result: { data: board(3) } },
    ];
    render(
      <AdminTestProviders path="/admin/lead/funnel/management/3" mocks={mocks}>
        <Routes>
          <Route path="admin/lead/funnel/management/:id" element={<FunnelBoardPage />} />
        </Routes>
      </AdminTestProviders>,
    );
    fireEvent.keyDown(await screen.findByTestId('board-card-7'), { key: 'ArrowRight' });
    // Said once the board has been read again, not before (a move made then would carry version 1).
    await within(await screen.findByTestId('board-message', {}, { timeout: 3000 })).findByText(LEAD_CHANGED);
    fireEvent.keyDown(screen.getByTestId('board-card-7'), { key: 'ArrowRight' });
    // The second move matched the mock of version 2 (one of version 1 would match none): no refusal stays.
    await expectNoMessage();
  });
});

async function expectNoMessage() {
  for (let i = 0; i < 20 && screen.queryByTestId('board-message'); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('board-message')).toBeNull();
}
