import SlideshowIcon from '@mui/icons-material/Slideshow';
import {
  CreateSliderDocument,
  DeleteSliderDocument,
  DeleteSlidersDocument,
  SliderDocument,
  SlidersDocument,
  UpdateSliderDocument,
  UpdateSlidersDocument,
  type SliderInput,
  type SliderRecordFragment,
  type SliderRowFragment,
} from '../../../graphql/admin/graphql';
import { defineResource } from '../../framework/resource';
import { SlidesEditor } from './SlidesEditor';
import { sliderSchema, toForm, toInput, type SliderValues } from './values';

/** Sliders (issue 15, permission slider): the home page places one by identifier (setting `home`); slides in order. */
export const sliderResource = defineResource<SliderRowFragment, SliderRecordFragment, SliderValues, SliderInput>({
  name: 'slider',
  titleId: 'admin.menu.slider',
  permission: 'slider',
  menu: { group: 'content', position: 30, icon: SlideshowIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'identifier', labelId: 'admin.block.identifier', sortable: true },
    { key: 'title', labelId: 'admin.block.title' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'identifier', labelId: 'admin.block.identifier', kind: 'text', required: true, helperTextId: 'admin.slider.identifierHelp' },
    { name: 'title', labelId: 'admin.block.title', kind: 'text', translatable: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
    // Titles, captions and button texts are per language: the editor reloads with the tab.
    { name: 'slides', labelId: 'admin.slider.slides', kind: 'rows', component: SlidesEditor, translatable: true },
  ],
  validation: sliderSchema,
  data: {
    list: SlidersDocument,
    listField: 'sliders',
    one: SliderDocument,
    oneField: 'slider',
    create: CreateSliderDocument,
    createField: 'createSlider',
    update: UpdateSliderDocument,
    updateField: 'updateSlider',
    remove: DeleteSliderDocument,
    removeMany: DeleteSlidersDocument,
    updateMany: UpdateSlidersDocument,
    toForm,
    toInput,
  },
});
