import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';
import { followSidebarItem } from '../support/browser-steps.js';

/**
 * Issue 16, journey: a guest fills a product enquiry in Traditional Chinese on a phone-sized screen
 * (390 px); staff then find the submission under the form's histories, open it, reorder the form's
 * fields (a new version, since the old one has a submission), and see the new lead among the customers.
 */

const en = messages('en-US');
const zhHK = messages('zh-HK');

let journey: BrowserJourney | undefined;

beforeAll(async () => {
  journey = await BrowserJourney.start('form-enquiry');
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

/** The shop must offer zh_hk beside en_us (other files may change the settings): written only when it does not. */
async function offerTraditionalChinese(): Promise<void> {
  const shop = journey!.shop;
  const config = await shop.gql<{ publicConfig: { mainLanguage: string; supportedLanguages: string[] } }>(
    '{ publicConfig { mainLanguage supportedLanguages } }',
  );
  const basic = config.data?.publicConfig;
  if (basic?.mainLanguage === 'en_us' && basic.supportedLanguages.includes('zh_hk')) return;
  const answer = await shop.gql(
    'mutation($input: BasicSettingsInput!) { updateBasicSettings(input: $input) { mainLanguage } }',
    { input: { mainLanguage: 'en_us', supportedLanguages: [...new Set(['en_us', 'zh_hk', ...(basic?.supportedLanguages ?? [])])] } },
    await shop.adminToken(),
  );
  expect(answer.errors).toBeUndefined();
}

it('takes a guest enquiry in zh-HK, and staff see the submission and the new lead', async () => {
  await offerTraditionalChinese();
  const shop = journey!.shop;
  const token = await shop.adminToken();
  const status = await shop.rest('POST', '/api/admin/status', { title: unique('Enquiry ') }, token);
  const url = unique('enquiry-');
  const form = await shop.rest(
    'POST',
    '/api/admin/form',
    {
      title: 'Product enquiry',
      success_message: 'Thank you!',
      url,
      allow_guest: true,
      create_lead: true,
      lead_status_id: status.body.id,
      lead_source: 'campaign',
      fields: [
        { key: 'name', label: 'Name', type: 'text', required: true },
        { key: 'email', label: 'E-mail', type: 'email', required: true },
        { key: 'contact_by', label: 'Contact me by', type: 'radio', options: [{ key: 'phone', label: 'Phone' }] },
        { key: 'message', label: 'Message', type: 'textarea', required: true },
        { key: 'consent', label: 'I agree', type: 'consent', required: true },
      ],
    },
    token,
  );
  expect(form.status).toBe(201);
  const zh = await shop.rest(
    'PUT',
    `/api/admin/form/${form.body.id}?language=zh_hk`,
    {
      title: '產品查詢',
      success_message: '謝謝！',
      fields: [
        { key: 'name', label: '姓名', type: 'text', required: true },
        { key: 'email', label: '電郵', type: 'email', required: true },
        { key: 'contact_by', label: '聯絡方式', type: 'radio', options: [{ key: 'phone', label: '電話' }] },
        { key: 'message', label: '訊息', type: 'textarea', required: true },
        { key: 'consent', label: '我同意', type: 'consent', required: true },
      ],
    },
    token,
  );
  expect(zh.status).toBe(200);

  // The guest, on a phone, in Traditional Chinese.
  const page = await journey!.newPage({ viewport: { width: 390, height: 844 }, screenshot: 'form-enquiry-guest' });
  await journey!.setCookies({ language: 'zh_hk' });
  await page.goto(`/form/${url}`);
  await page.getByRole('heading', { level: 1, name: '產品查詢' }).waitFor();
  // Required fields are checked before anything is sent.
  await page.getByTestId('form-submit').click();
  await page.getByText(zhHK('shop.validation.required')).first().waitFor();
  const email = `${unique('guest')}@example.com`;
  await page.getByRole('textbox', { name: /^姓名/ }).fill('陳大文');
  await page.getByRole('textbox', { name: /^電郵/ }).fill(email);
  await page.getByRole('radio', { name: '電話' }).check();
  await page.getByRole('textbox', { name: /^訊息/ }).fill('請問有沒有大碼？');
  await page.getByRole('checkbox', { name: '我同意' }).check();
  await page.getByTestId('form-submit').click();
  const sent = page.getByTestId('form-sent');
  await sent.waitFor();
  expect(await sent.textContent()).toContain(zhHK('shop.form.submitSuccess'));
  expect(await sent.textContent()).toContain('謝謝！');
  // Nothing is wider than the phone's screen.
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

  // Staff: the form's submissions, the submission itself, and the new lead.
  const admin = await journey!.newPage({ screenshot: 'form-enquiry-staff' });
  await journey!.signIn('admin');
  await admin.goto('/admin');
  await followSidebarItem(admin, 'form_builder');
  await admin.waitForURL((u) => u.pathname === '/admin/formbuilder');
  await admin.getByTestId(`form-histories-${form.body.id}`).click();
  await admin.waitForURL((u) => u.pathname === `/admin/formbuilder/histories/${form.body.id}`);
  await admin.getByRole('heading', { name: `${en('admin.form.histories')}: Product enquiry` }).waitFor();
  const row = admin.getByRole('row').filter({ hasText: '陳大文' });
  await row.waitFor();
  expect(await row.textContent()).toContain(en('admin.form.guest'));
  await row.getByRole('link', { name: en('admin.resource.edit') }).click();
  await admin.waitForURL((u) => /^\/admin\/formbuilder\/history\/\d+$/.test(u.pathname));
  await admin.getByTestId('answer-message').filter({ hasText: '請問有沒有大碼？' }).waitFor();
  expect(await admin.getByTestId('answer-contact_by').textContent()).toContain('Phone');

  // The form's edit screen: its fields in order; moving one down and saving changes the order.
  await admin.goto(`/admin/formbuilder/edit/${form.body.id}`);
  await admin.getByTestId('form-field-4').waitFor();
  await admin
    .getByTestId('form-field-0')
    .getByRole('button', { name: en('common.form.moveRowDown').replace('{position}', '1') })
    .click();
  await admin.getByRole('button', { name: en('admin.resource.submit'), exact: true }).click();
  const saved = admin.getByRole('dialog', { name: en('admin.resource.dialog.submitSuccess') });
  await saved.waitFor();
  await saved.getByRole('button', { name: en('common.action.ok') }).click();
  const reordered = await shop.rest('GET', `/api/admin/form/${form.body.id}`, undefined, token);
  expect(reordered.body.fields.map((f: { key: string }) => f.key)).toEqual(['email', 'name', 'contact_by', 'message', 'consent']);
  expect(reordered.body.version).toBe(2);

  // The form creates a lead (issue 17): staff find it in the lead list.
  await admin.goto(`/admin/lead?keyword=${encodeURIComponent(email)}`);
  const lead = admin.getByRole('row').filter({ hasText: email });
  await lead.waitFor();
  expect(await lead.textContent()).toContain('陳大文');
  expect(journey!.pageErrors).toEqual([]);
});
