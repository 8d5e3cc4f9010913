import { renderSlots } from '../../server/ssr/render-slots.js';

describe('render slots (server/ssr/render-slots.ts)', () => {
  it('runs at most `limit` renders at once, answers undefined beyond them without running the work, and frees a slot when a render ends', async () => {
    const slots = renderSlots(2);
    const releases: (() => void)[] = [];
    const render = (page: string) => () => new Promise<string>((resolve) => releases.push(() => resolve(page)));
    const first = slots.run(render('home'));
    const second = slots.run(render('category'));
    let ranThird = false;
    expect(
      await slots.run(async () => {
        ranThird = true;
        return 'product';
      }),
    ).toBeUndefined();
    expect(ranThird).toBe(false);
    releases[0]();
    expect(await first).toBe('home');
    expect(await slots.run(async () => 'product')).toBe('product');
    releases[1]();
    expect(await second).toBe('category');
  });

  it('frees the slot of a render that fails', async () => {
    const slots = renderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await slots.run(async () => 'page')).toBe('page');
  });
});
