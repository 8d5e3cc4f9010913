// Public face: what other modules use.
export { Form } from './form.entity.js';
