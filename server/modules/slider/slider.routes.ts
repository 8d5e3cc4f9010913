import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Sliders (issue 15): the storefront reads the enabled ones, the back office has the usual CRUD. */
export const sliderRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/slider',
    field: 'storefrontSliders',
    args: (req) => ({ language: req.query.language }),
    fields: `{ id identifier title slides { id image imagePath mobileImage mobileImagePath title caption buttonText link order } }`,
    summary: 'The enabled sliders with their slides visible now (?language)',
  },
  ...crudRoutes({
    path: 'slider',
    label: 'sliders',
    // The list screen's columns; the slides come with the record (GET .../{id}).
    listFields: '{ id identifier title enabled createdAt updatedAt }',
    one: 'slider',
    many: 'sliders',
    create: 'createSlider',
    update: 'updateSlider',
    remove: 'deleteSlider',
    removeMany: 'deleteSliders',
    updateMany: 'updateSliders',
  }),
];
