import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FieldsEditor } from '../../../web/src/admin/resources/form/FieldsEditor';
import { moved } from '../../../web/src/ui/form/reorder';
import { emptyField, formSchema, toInput, toForm } from '../../../web/src/admin/resources/form/values';
import { messages, renderForm, submitButton } from '../form/renderForm';

const field = (key: string, overrides: Record<string, unknown> = {}) => ({ ...emptyField(), key, label: key.toUpperCase(), ...overrides });

/** What a browser sends for a drag of `source` dropped on `target` (HTML5 drag and drop), as in the menu tree's test. */
function dragAndDrop(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = { setData: () => undefined, getData: () => '', dropEffect: 'move', effectAllowed: 'move' };
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}

const keys = (values: Record<string, unknown>) => (values.fields as { key: string }[]).map((f) => f.key);

describe('form builder field editor', () => {
  it('moves a field by dragging it onto another place, and by the arrow buttons', async () => {
    const form = renderForm(<FieldsEditor name="fields" label="Fields" />, { initialValues: { fields: [field('name'), field('email'), field('phone')] } });
    dragAndDrop(screen.getByTestId('form-field-drag-2'), screen.getByTestId('form-field-0'));
    await waitFor(() => expect(keys(form.values())).toEqual(['phone', 'name', 'email']));
    fireEvent.click(screen.getByRole('button', { name: messages['common.form.moveRowDown']!.replace('{position}', '1') }));
    await waitFor(() => expect(keys(form.values())).toEqual(['name', 'phone', 'email']));
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('edits the options of a choice field and adds fields', async () => {
    const form = renderForm(<FieldsEditor name="fields" label="Fields" />, {
      initialValues: { fields: [field('colour', { type: 'radio', options: [{ key: 'red', label: 'Red' }] })] },
    });
    expect(screen.getByText(messages['admin.form.options']!)).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-field-add'));
    await waitFor(() => expect(keys(form.values())).toEqual(['colour', '']));
  });

  it('shows the spec messages of keys and options, all at once', async () => {
    const fields = [
      field('Name'),
      field('1st'),
      field('same'),
      field('same'),
      field('pick', {
        type: 'select',
        options: [
          { key: 'a', label: 'One' },
          { key: 'a', label: 'One' },
        ],
      }),
    ];
    const form = renderForm(<FieldsEditor name="fields" label="Fields" />, { initialValues: { fields }, validationSchema: formSchema().pick(['fields']) });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Input can only contain lowercase letters, numbers and _ character')).toBeTruthy();
    expect(screen.getByText('Input must start with a lowercase letter')).toBeTruthy();
    expect(screen.getAllByText('Field key can not be repeated').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Key can not be repeated').length).toBeGreaterThan(0);
    expect(screen.getAllByText('This input can not be repeated').length).toBeGreaterThan(0);
    expect(form.submitted).toHaveLength(0);
  });

  it('turns the form values into the input and back (options only for choice types, in order)', () => {
    const values = toForm(null);
    values.title = 'Enquiry';
    values.url = 'enquiry';
    values.notifyEmails = [{ value: 'staff@example.com' }, { value: '' }];
    values.fields = [field('name', { options: [{ key: 'x', label: 'X' }] }), field('pick', { type: 'checkboxes', options: [{ key: 'a', label: 'A' }] })];
    const input = toInput(values);
    expect(input.notifyEmails).toEqual(['staff@example.com']);
    expect(input.fields).toEqual([
      expect.objectContaining({ key: 'name', order: 0, options: [] }),
      expect.objectContaining({ key: 'pick', order: 1, options: [{ key: 'a', label: 'A' }] }),
    ]);
  });
});
