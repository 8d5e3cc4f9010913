import { render, screen } from '@testing-library/react';
import { Form, Formik, type FormikProps } from 'formik';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type * as yup from 'yup';

/** The real en-US catalogue, so tests see the texts users see. */
export const messages: Record<string, string> = JSON.parse(readFileSync(path.join(process.cwd(), 'i18n', 'en-US.json'), 'utf8'));

export interface FormProbe {
  /** The form's values at the last render. */
  values: () => Record<string, unknown>;
  /** Values passed to the last successful submit. */
  submitted: Array<Record<string, unknown>>;
}

/** Renders widgets inside a Formik form (with a submit button) and the intl provider. */
export function renderForm(
  children: ReactNode,
  options: { initialValues: Record<string, unknown>; validationSchema?: yup.Schema },
): FormProbe & ReturnType<typeof render> {
  let latest: FormikProps<Record<string, unknown>> | undefined;
  const submitted: Array<Record<string, unknown>> = [];
  const result = render(
    <IntlProvider locale="en-US" messages={messages}>
      <Formik initialValues={options.initialValues} validationSchema={options.validationSchema} onSubmit={(values) => void submitted.push(values)}>
        {(formik) => {
          latest = formik;
          return (
            <Form noValidate>
              {children}
              <button type="submit">submit</button>
            </Form>
          );
        }}
      </Formik>
    </IntlProvider>,
  );
  return { ...result, values: () => latest!.values, submitted };
}

export const submitButton = () => screen.getByRole('button', { name: 'submit' });
