import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestShop } from '../support/shop.js';
import { merchantCertificatePath, pemProblem } from '../../server/modules/payment/merchant-certificate.js';
import { staffToken } from '../support/staff.js';

/** The merchant certificate of the payment settings: POST /api/admin/upload/pem and GET /api/admin/check/pem. */

/** A self-signed P-256 certificate (openssl req -x509), valid from 2026-11-22 until 2126. */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBjTCCATOgAwIBAgIUNXWLxDLDSbgjhSREdpnAKNQehaUwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQbWVyY2hhbnQuZXhhbXBsZTAgFw0yNjExMjIwMjQ4MjNaGA8y
MTI2MTAyOTAyNDgyM1owGzEZMBcGA1UEAwwQbWVyY2hhbnQuZXhhbXBsZTBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABHwH26kg9IaDeTkWdzMG4XZLqr/MTm4w5FwM
ffppEOnGAPuYth+q8htZkzBh9IBXQQprMAAGQW0URQyxN3rTP8qjUzBRMB0GA1Ud
DgQWBBT6bGSYr6wxwzGdt09LltpzUbt6rDAfBgNVHSMEGDAWgBT6bGSYr6wxwzGd
t09LltpzUbt6rDAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIG9G
/5Mgvr2wcCaJIR9H5mvrLAAottzzfEPgEEmIKu4yAiEA7lnc78eNIjiQFqIweJoT
Cxv8DQeDjfFBfkvmroFluxU=
-----END CERTIFICATE-----`;
/** A certificate block whose body is cut short. */
const BROKEN_CERTIFICATE = CERTIFICATE.split('\n')
  .filter((_line, i) => i < 3 || i > 8)
  .join('\n');

describe('payment methods merchant certificate', () => {
  let shop: TestShop;
  let token: string;
  let outsider: string;
  let dataDir: string;

  beforeAll(async () => {
    // A data directory of its own: the certificate tests start without one.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payment-'));
    shop = await TestShop.start({ DATA_DIR: dataDir });
    token = await shop.adminToken();
    outsider = await staffToken(shop, token, ['shipping']);
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (content: string | Buffer, as: string | null = token) => {
    const form = new FormData();
    form.set('pem', new Blob([content]), 'merchant.pem');
    return shop.rest('POST', '/api/admin/upload/pem', form, as ?? undefined);
  };
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Every test starts without a stored certificate (they run in any order).
  beforeEach(() => fs.rmSync(merchantCertificatePath(shop.config), { force: true }));

  it('starts absent; the check answers only {pem: false}', async () => {
    expect(await shop.rest('GET', '/api/admin/check/pem', undefined, token)).toMatchObject({ status: 200, body: { pem: false } });
  });

  it('refuses a missing file, a text field, a non-PEM file, a broken PEM and an oversize file (422 on pem), writing nothing', async () => {
    const none = await shop.rest('POST', '/api/admin/upload/pem', new FormData(), token);
    expect(none).toMatchObject({ status: 422, body: { errors: { pem: ['Please choose a PEM file.'] } } });
    const text = new FormData();
    text.set('pem', KEY);
    expect((await shop.rest('POST', '/api/admin/upload/pem', text, token)).body.errors).toEqual({ pem: ['Please choose a PEM file.'] });
    expect((await upload('hello, I am not a certificate')).body.errors).toEqual({ pem: ['The file must be a valid PEM certificate or private key.'] });
    expect((await upload(BROKEN_CERTIFICATE)).body.errors).toEqual({ pem: ['The file must be a valid PEM certificate or private key.'] });
    expect((await upload('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n')).body.errors).toEqual({
      pem: ['The file must be a valid PEM certificate or private key.'],
    });
    const big = await upload(`${KEY}\n${'#'.repeat(70 * 1024)}`);
    expect(big).toMatchObject({ status: 422, body: { errors: { pem: ['The file may not be greater than 64 KB.'] } } });
    expect(fs.existsSync(merchantCertificatePath(shop.config))).toBe(false);
    expect((await shop.rest('GET', '/api/admin/check/pem', undefined, token)).body).toEqual({ pem: false });
  });

  it('stores a valid PEM under DATA_DIR/private (never served), and the check turns true without its content', async () => {
    const stored = await upload(KEY);
    expect(stored).toMatchObject({ status: 200, body: { pem: true } });
    const file = merchantCertificatePath(shop.config);
    expect(file.startsWith(path.join(dataDir, 'private'))).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(KEY);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const check = await shop.rest('GET', '/api/admin/check/pem', undefined, token);
    expect(check.body).toEqual({ pem: true });
    expect(JSON.stringify(check.body)).not.toContain('PRIVATE');
    // Not under the served uploads, and no route hands it out.
    for (const url of ['/uploads/../private/merchant.pem', '/private/merchant.pem', '/uploads/private/merchant.pem', '/api/admin/upload/pem']) {
      const response = await fetch(`${shop.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect([url, (await response.text()).includes('PRIVATE KEY')]).toEqual([url, false]);
    }
    // A bad upload later keeps the good file.
    await upload('garbage');
    expect((await shop.rest('GET', '/api/admin/check/pem', undefined, token)).body).toEqual({ pem: true });
  });

  it('a certificate with its key is accepted too', async () => {
    expect(await upload(`${CERTIFICATE}\n${KEY}`)).toMatchObject({ status: 200, body: { pem: true } });
    expect((await shop.rest('GET', '/api/admin/check/pem', undefined, token)).body).toEqual({ pem: true });
  });

  it('a stored file that became invalid reads as absent', async () => {
    expect((await upload(KEY)).body).toEqual({ pem: true });
    fs.writeFileSync(merchantCertificatePath(shop.config), 'corrupted');
    expect((await shop.rest('GET', '/api/admin/check/pem', undefined, token)).body).toEqual({ pem: false });
    await upload(KEY);
  });

  it('pemProblem: certificates parse and must not be expired', () => {
    expect(pemProblem(Buffer.from(KEY))).toBeNull();
    expect(pemProblem(Buffer.from(CERTIFICATE))).toBeNull();
    expect(pemProblem(Buffer.from(`${CERTIFICATE}\n${KEY}`))).toBeNull();
    expect(pemProblem(Buffer.from(CERTIFICATE), new Date('2200-01-01'))).toBe('The certificate has expired.');
    expect(pemProblem(Buffer.from(BROKEN_CERTIFICATE))).toBe('The file must be a valid PEM certificate or private key.');
    expect(pemProblem(Buffer.from(`${CERTIFICATE}\n${BROKEN_CERTIFICATE.replace(/CERTIFICATE/g, 'PRIVATE KEY')}`))).toBe(
      'The file must be a valid PEM certificate or private key.',
    );
    expect(pemProblem(Buffer.from('nothing'))).toBe('The file must be a valid PEM certificate or private key.');
  });

  it('needs the payment permission (401 / 403)', async () => {
    expect((await shop.rest('GET', '/api/admin/check/pem')).status).toBe(401);
    expect((await upload(KEY, null)).status).toBe(401);
    expect((await shop.rest('GET', '/api/admin/check/pem', undefined, outsider)).status).toBe(403);
    expect((await upload(KEY, outsider)).status).toBe(403);
  });
});
