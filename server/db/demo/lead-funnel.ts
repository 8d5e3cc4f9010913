import type { EntityManager } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import { LeadSource } from '../../modules/customer/customer.entity.js';
import { Funnel, FunnelStage } from '../../modules/lead/funnel.entity.js';
import { funnelByEnglishName } from '../../modules/lead/funnel.sql.js';
import { LeadStatusChange } from '../../modules/lead/lead-history.entity.js';
import { Lead } from '../../modules/lead/lead.entity.js';
import { LeadStatus } from '../../modules/lead-status/lead-status.entity.js';

export const DEMO_FUNNEL = { en_us: 'New enquiries', zh_hk: '新查詢' };

const STAGES = [
  { name: { en_us: 'Enquiry', zh_hk: '查詢' }, colour: '#90a4ae', probability: 10 },
  { name: { en_us: 'Contacted', zh_hk: '已聯絡' }, colour: '#42a5f5', probability: 30 },
  { name: { en_us: 'Quote sent', zh_hk: '已報價' }, colour: '#ffa726', probability: 60 },
  { name: { en_us: 'Won', zh_hk: '成交' }, colour: '#66bb6a', probability: 100, won: true },
  { name: { en_us: 'Lost', zh_hk: '失去' }, colour: '#ef5350', probability: 0, lost: true },
];

const PEOPLE: [string, string, string, LeadSource, number, string][] = [
  ['Siu Ming', 'Chan', 'Harbour Florists', LeadSource.email, 0, '800'],
  ['Ka Yan', 'Wong', 'Kowloon Tea House', LeadSource.campaign, 0, '1200'],
  ['Wai Man', 'Lee', 'Lantau Hikers Club', LeadSource.partner, 0, '450'],
  ['Mei Ling', 'Cheung', 'Peak Bakery', LeadSource.employee, 1, '2300'],
  ['Chun Kit', 'Lau', 'Victoria Print', LeadSource.public_relations, 1, '600'],
  ['Hoi Yan', 'Ng', 'Star Ferry Gifts', LeadSource.existing_customer, 1, '1500'],
  ['Tsz Ho', 'Ho', 'Sai Kung Surf', LeadSource.email, 2, '3100'],
  ['Wing Sze', 'Yip', 'Mong Kok Games', LeadSource.campaign, 2, '980'],
  ['Ka Ho', 'Tang', 'Central Office Supply', LeadSource.partner, 3, '5400'],
  ['Pui Yee', 'Kwok', 'Tai O Seafood', LeadSource.email, 3, '2750'],
  ['Man Kit', 'Fung', 'Causeway Cycles', LeadSource.campaign, 4, '700'],
  ['Sze Wan', 'Leung', 'Stanley Crafts', LeadSource.employee, 0, '350'],
];

/** The demo funnel "New enquiries": five stages and a dozen leads with their entering history. Seeding twice changes nothing. */
export async function seedDemoFunnel(em: EntityManager): Promise<void> {
  await em.flush();
  const [found] = await run(em, funnelByEnglishName, [DEMO_FUNNEL.en_us]);
  if (found) return;
  const funnel = em.create(Funnel, { name: DEMO_FUNNEL });
  const stages = STAGES.map((stage, position) => em.create(FunnelStage, { funnel, position, ...stage }));
  const status = await em.findOne(LeadStatus, { title: 'New' }, { orderBy: { id: 'asc' } });
  const positions = new Map<number, number>();
  PEOPLE.forEach(([firstName, lastName, company, leadSource, stageIndex, expectedValue], index) => {
    const stage = stages[stageIndex];
    const position = positions.get(stageIndex) ?? 0;
    positions.set(stageIndex, position + 1);
    const lead = em.create(Lead, {
      firstName,
      lastName,
      company,
      leadSource,
      emails: [`${firstName.replace(' ', '.').toLowerCase()}.${lastName.toLowerCase()}@example.com`],
      phones: [`+8529${String(1000000 + index * 7919).slice(-7)}`],
      funnel,
      stage,
      position,
      expectedValue,
      status,
      tags: index % 3 === 0 ? ['vip'] : [],
      followUpAt: new Date(Date.now() + (index - 4) * 86_400_000),
    });
    // The figures come from the history: each lead entered the first stage, then its own.
    em.create(LeadStatusChange, { lead, toStage: stages[0], toStatus: status, createdAt: new Date(Date.now() - (20 - index) * 86_400_000) });
    if (stageIndex > 0) em.create(LeadStatusChange, { lead, fromStage: stages[0], toStage: stage, toStatus: status, fromStatus: status });
  });
  await em.flush();
}
