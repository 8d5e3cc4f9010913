import { seedDemoLeads } from '../../server/db/demo/leads.js';
import { Customer } from '../../server/modules/customer/customer.entity.js';
import { LeadStatus } from '../../server/modules/lead-status/lead-status.entity.js';
import { TestShop } from '../support/shop.js';

describe('demo lead statuses (server/db/demo/leads.ts)', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('seeds New, Contacted, Qualified and Won once, and gives the demo shopper a status and source', async () => {
    const em = shop.em;
    let demo = await em.findOne(Customer, { email: 'demo@example.com' });
    if (!demo) demo = em.create(Customer, { firstName: 'Mei', lastName: 'Chan', email: 'demo@example.com' });
    demo.status = null;
    demo.leadSource = null;
    await em.flush();

    await seedDemoLeads(em);
    await em.flush();
    const once = await shop.em.count(LeadStatus, { title: { $in: ['New', 'Contacted', 'Qualified', 'Won'] } });
    await seedDemoLeads(em);
    await em.flush();
    expect(await shop.em.count(LeadStatus, { title: { $in: ['New', 'Contacted', 'Qualified', 'Won'] } })).toBe(once);

    const fresh = shop.em;
    for (const title of ['New', 'Contacted', 'Qualified', 'Won']) expect(await fresh.count(LeadStatus, { title })).toBeGreaterThanOrEqual(1);
    const contacted = await fresh.findOneOrFail(LeadStatus, { title: 'Contacted' }, { orderBy: { id: 'asc' } });
    expect(contacted.trigger).toBe('email_to_assigned');
    expect(contacted.triggerTemplate.en_us).toContain('{first_name}');
    expect(contacted.triggerTemplate.zh_hk).toBeTruthy();
    const seeded = await fresh.findOneOrFail(Customer, { email: 'demo@example.com' });
    expect(seeded.leadSource).toBe('existing_customer');
    expect((await fresh.findOneOrFail(LeadStatus, { id: seeded.status!.id })).title).toBe('New');
  });
});
