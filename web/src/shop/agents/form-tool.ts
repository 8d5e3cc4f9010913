import type { IntlShape } from 'react-intl';

/** The storefront's forms as declarative WebMCP tools: their `toolname`s (ASCII, the same in every language). */
export type FormToolName =
  | 'site_search'
  | 'newsletter_subscribe'
  | 'filter_by_price'
  | 'add_to_cart_form'
  | 'sign_in'
  | 'register_account'
  | 'request_password_reset'
  | 'reset_password'
  | 'contact_shop'
  | 'edit_profile'
  | 'save_address'
  | 'add_order_comment'
  | 'checkout_form';

/**
 * The attributes that make a form a WebMCP tool: its name and what it does, in the reader's language
 * (`shop.agents.form.<name>`). Spread on the <form> (formik's <Form> passes them through).
 */
export function formTool(intl: IntlShape, name: FormToolName, values?: Record<string, string>): { toolname: string; tooldescription: string } {
  return { toolname: name, tooldescription: intl.formatMessage({ id: `shop.agents.form.${name}` }, values) };
}

/** A form builder form's tool name: `form_` and its url in the ASCII letters, digits, `_` and `-` WebMCP takes. */
export const builtFormToolName = (url: string) => `form_${url.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 128);
