import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { createElement } from 'react';
import {
  CreateFunnelDocument,
  DeleteFunnelDocument,
  DeleteFunnelsDocument,
  FunnelDocument,
  FunnelsDocument,
  UpdateFunnelDocument,
  type FunnelInput,
  type FunnelRecordFragment,
  type FunnelRowFragment,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { defineResource } from '../../framework/resource';
import { FunnelBoardLink } from './FunnelBoardLink';
import { FunnelBoardPage } from './FunnelBoardPage';

interface StageValues {
  id?: number | null;
  name: string;
  colour: string;
  probability: number | null;
  won: boolean;
  lost: boolean;
}

interface FunnelValues {
  name: string;
  stages: StageValues[];
}

/** FunnelInput's rules, from the server: a name and at least one stage, each named, with a colour and a probability 0-100. */
export const funnelSchema = () => inputSchema('FunnelInput');

/**
 * Lead funnels (issue 17, `/admin/lead/funnel`): a name per language and the ordered stages (name per
 * language, colour, probability, won/lost). Each funnel's board is at `management/{id}` (FunnelBoardPage).
 */
export const funnelResource = defineResource<FunnelRowFragment, FunnelRecordFragment, FunnelValues, FunnelInput>({
  name: 'lead/funnel',
  titleId: 'admin.funnel.title',
  permission: 'lead',
  // Under the leads, of their permission: named apart from the leads' item (`lead`).
  menu: { group: 'customers', position: 40, icon: ViewKanbanIcon, name: 'lead_funnel' },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.funnel.name' },
    { key: 'stages', labelId: 'admin.funnel.stages', render: (row) => row.stages.map((stage) => stage.name).join(' → ') },
    { key: 'board', labelId: 'admin.funnel.board', render: (row) => createElement(FunnelBoardLink, { id: row.id }) },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  pages: [{ path: 'management/:id', component: FunnelBoardPage }],
  fields: [
    { name: 'name', labelId: 'admin.funnel.name', kind: 'text', required: true, translatable: true },
    {
      name: 'stages',
      labelId: 'admin.funnel.stages',
      kind: 'rows',
      columns: [
        { name: 'name', labelId: 'admin.funnel.stageName', kind: 'text', required: true },
        { name: 'colour', labelId: 'admin.funnel.colour', kind: 'text' },
        { name: 'probability', labelId: 'admin.funnel.probability', kind: 'number', integer: true },
        { name: 'won', labelId: 'admin.funnel.won', kind: 'switch' },
        { name: 'lost', labelId: 'admin.funnel.lost', kind: 'switch' },
      ],
    },
  ],
  validation: funnelSchema,
  data: {
    list: FunnelsDocument,
    listField: 'funnels',
    one: FunnelDocument,
    oneField: 'funnel',
    create: CreateFunnelDocument,
    createField: 'createFunnel',
    update: UpdateFunnelDocument,
    updateField: 'updateFunnel',
    remove: DeleteFunnelDocument,
    removeMany: DeleteFunnelsDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      stages: (record?.stages ?? []).map((stage) => ({
        id: stage.id,
        name: stage.name,
        colour: stage.colour,
        probability: stage.probability,
        won: stage.won,
        lost: stage.lost,
      })),
    }),
    toInput: (values) => ({
      name: values.name,
      // The list's order is the columns' order.
      stages: values.stages.map((stage, order) => ({
        id: stage.id ?? null,
        name: stage.name,
        colour: stage.colour || null,
        probability: stage.probability ?? 0,
        won: stage.won,
        lost: stage.lost,
        order,
      })),
    }),
  },
});
