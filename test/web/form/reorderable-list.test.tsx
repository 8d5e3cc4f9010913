import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProductImagesField } from '../../../web/src/admin/products/ProductImagesField';
import { ReorderableList } from '../../../web/src/ui/form/ReorderableList';
import { messages, renderForm } from './renderForm';

const text = (id: string, position: number) => messages[id]!.replace('{position}', String(position));

/** The one ordered list of the back office's editors (form builder fields, product pictures, slides). */
describe('ReorderableList', () => {
  it('product pictures: tiles moved left and right and removed, by buttons named after their place', async () => {
    const form = renderForm(<ProductImagesField />, { initialValues: { images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'] } });
    expect((screen.getByRole('button', { name: text('admin.product.image.moveLeftOf', 1) }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: text('admin.product.image.moveRightOf', 3) }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: text('admin.product.image.moveRightOf', 1) }));
    await waitFor(() => expect(form.values().images).toEqual(['/uploads/b.png', '/uploads/a.png', '/uploads/c.png']));
    fireEvent.click(screen.getByRole('button', { name: text('admin.product.image.moveLeftOf', 3) }));
    await waitFor(() => expect(form.values().images).toEqual(['/uploads/b.png', '/uploads/c.png', '/uploads/a.png']));
    fireEvent.click(screen.getByRole('button', { name: text('admin.product.image.remove', 2) }));
    await waitFor(() => expect(form.values().images).toEqual(['/uploads/b.png', '/uploads/a.png']));
    fireEvent.click(screen.getByTestId('product-image-add'));
    await waitFor(() => expect(form.values().images).toEqual(['/uploads/b.png', '/uploads/a.png', null]));
    // A list without drag offers no handle.
    expect(screen.queryByTestId('product-image-drag-0')).toBeNull();
  });

  it('a draggable list moves an item dropped on another one to its place, and names each item as a group', async () => {
    const form = renderForm(
      <ReorderableList<string>
        name="steps"
        draggable
        testId="step"
        labels={(position) => ({
          item: `Step ${position}`,
          moveBack: `Up ${position}`,
          moveForward: `Down ${position}`,
          remove: `Remove ${position}`,
          drag: 'Drag',
        })}
        renderItem={(step, { dragHandle, controls }) => (
          <>
            {dragHandle}
            {step}
            {controls}
          </>
        )}
      />,
      { initialValues: { steps: ['wash', 'dry', 'fold'] } },
    );
    expect(screen.getByRole('group', { name: 'Step 2' }).textContent).toContain('dry');
    const dataTransfer = { setData: () => undefined, getData: () => '', dropEffect: 'move', effectAllowed: 'move' };
    fireEvent.dragStart(screen.getByTestId('step-drag-0'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('step-2'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('step-2'), { dataTransfer });
    await waitFor(() => expect(form.values().steps).toEqual(['dry', 'fold', 'wash']));
    // Dropping an item on itself changes nothing.
    fireEvent.dragStart(screen.getByTestId('step-drag-1'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('step-1'), { dataTransfer });
    fireEvent.click(screen.getByRole('button', { name: 'Up 2' }));
    await waitFor(() => expect(form.values().steps).toEqual(['fold', 'dry', 'wash']));
  });
});
