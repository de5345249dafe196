/**
 * The tables' one translation mechanism: a typed catalogue per board and one for the table (`catalogue.ts`), and
 * the language a table speaks (`lang.ts`).
 *
 * @module
 */
export type {
  Catalogue,
  Message,
  Messages,
  ParamsOf,
  Placeholders,
  PluralForm,
  PluralMessage,
  SelectMessage,
  Translate,
  Value,
} from './catalogue.js';
export { capitalise, defineCatalogue, euro, format, translate } from './catalogue.js';
export { langOf } from './lang.js';
