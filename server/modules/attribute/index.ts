// Public face: what other modules use.
export { AttributeValue } from './attribute-value.entity.js';
export { Attribute } from './attribute.entity.js';
