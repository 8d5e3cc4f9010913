import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import * as yup from 'yup';
import { RichTextField } from '../../../web/src/ui/form';
import { requiredText } from '../../../web/src/ui/validation/rules';
import { renderForm, submitButton } from './renderForm';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  Range.prototype.getBoundingClientRect = () => rect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

/** Tiptap hangs its editor on the editable element. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

describe('RichTextField', () => {
  it('loads the editor lazily, shows the HTML value and writes HTML back', async () => {
    const user = userEvent.setup();
    const form = renderForm(<RichTextField name="description" label="Description" />, {
      initialValues: { description: '<p>Hello <strong>world</strong></p>' },
    });
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box.innerHTML).toContain('<strong>world</strong>');
    for (const name of ['Bold', 'Italic', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Link', 'Image from address']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const editor = editorOf(box);
    act(() => {
      editor.chain().focus().selectAll().run();
    });
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await waitFor(() => expect(form.values().description).toBe('<p><em>Hello </em><strong><em>world</em></strong></p>'));
  });

  it("stores '' for an empty document, so the required rule speaks after submit", async () => {
    const user = userEvent.setup();
    const form = renderForm(<RichTextField name="description" label="Description" required />, {
      initialValues: { description: '<p>x</p>' },
      validationSchema: yup.object({ description: requiredText() }),
    });
    const box = await screen.findByRole('textbox', { name: 'Description' });
    act(() => {
      editorOf(box).commands.clearContent(true);
    });
    await waitFor(() => expect(form.values().description).toBe(''));
    await user.click(submitButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });

  it('inserts a picture by address through the dialog', async () => {
    const user = userEvent.setup();
    const form = renderForm(<RichTextField name="description" label="Description" />, { initialValues: { description: '' } });
    await screen.findByRole('textbox', { name: 'Description' });
    await user.click(screen.getByRole('button', { name: 'Image from address' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Address (URL)'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please check your input.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Address (URL)'));
    await user.type(screen.getByLabelText('Address (URL)'), '/uploads/a.png');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.values().description).toContain('<img src="/uploads/a.png"');
    expect(form.submitted).toHaveLength(0);
  });
});
