import { createPublicKey, sign, verify, createPrivateKey } from 'node:crypto';
import { providerKeys } from '../../server/modules/oauth/keys.js';
import { consentPage, languageOf } from '../../server/modules/oauth/interaction-pages.js';
import { isAdminResourceRequest, oauthAccessTokenOf } from '../../server/modules/oauth/access-token.js';
import { parseAccountId } from '../../server/modules/oauth/provider.js';

/** The OAuth module's pure parts (issue 44): its keys, which bearer values it takes, where, in which language. */
describe('OAuth parts', () => {
  const secret = new TextEncoder().encode('a-token-secret-that-is-long-enough-0123456789');

  it('derives the same keys from the same token secret, and others from another', () => {
    const once = providerKeys(secret);
    const again = providerKeys(new TextEncoder().encode('a-token-secret-that-is-long-enough-0123456789'));
    const other = providerKeys(new TextEncoder().encode('another-token-secret-that-is-long-enough-987'));
    expect(again.jwks).toEqual(once.jwks);
    expect(again.cookieKeys).toEqual(once.cookieKeys);
    expect(other.jwks.keys[0].x).not.toBe(once.jwks.keys[0].x);
    expect(other.cookieKeys[0]).not.toBe(once.cookieKeys[0]);
    // The key signs, and its public half (what /oauth/jwks shows) verifies.
    const jwk = once.jwks.keys[0];
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', kid: expect.any(String) });
    const signature = sign(null, Buffer.from('hello'), createPrivateKey({ key: jwk, format: 'jwk' }));
    const { d: _private, ...publicJwk } = jwk;
    expect(verify(null, Buffer.from('hello'), createPublicKey({ key: publicJwk, format: 'jwk' }), signature)).toBe(true);
  });

  it('takes only opaque bearer values as access tokens, and only on /mcp/admin', () => {
    const opaque = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    expect(oauthAccessTokenOf(`Bearer ${opaque}`)).toBe(opaque);
    expect(oauthAccessTokenOf('Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ')).toBeUndefined();
    expect(oauthAccessTokenOf(`Bearer shpk_${opaque}`)).toBeUndefined();
    expect(oauthAccessTokenOf(opaque)).toBeUndefined();
    expect(oauthAccessTokenOf(undefined)).toBeUndefined();
    expect(isAdminResourceRequest('/mcp/admin')).toBe(true);
    expect(isAdminResourceRequest('/mcp/admin?x=1')).toBe(true);
    expect(isAdminResourceRequest('/mcp/admin/anything')).toBe(true);
    expect(isAdminResourceRequest('/mcp/administrator')).toBe(false);
    expect(isAdminResourceRequest('/mcp/shop')).toBe(false);
    expect(isAdminResourceRequest('/graphql')).toBe(false);
    expect(isAdminResourceRequest('/api/admin/brand')).toBe(false);
  });

  it('reads a subject as the member id and session version', () => {
    expect(parseAccountId('12.3')).toEqual({ id: 12, sessionVersion: 3 });
    for (const bad of ['12', '12.x', '1.2.3', '', '-1.0', '12.3 ']) expect(parseAccountId(bad)).toBeUndefined();
  });

  it('speaks Chinese to a browser that prefers Chinese (Simplified for zh-CN), English otherwise', () => {
    expect(languageOf('zh-HK,zh;q=0.9,en;q=0.8')).toBe('zh-HK');
    expect(languageOf('zh-TW')).toBe('zh-HK');
    expect(languageOf('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(languageOf('zh-Hans')).toBe('zh-CN');
    expect(languageOf('en-GB,zh-HK;q=0.5')).toBe('en-US');
    expect(languageOf('fr-FR,zh;q=0.4')).toBe('zh-HK');
    expect(languageOf('fr-FR')).toBe('en-US');
    expect(languageOf(undefined)).toBe('en-US');
  });

  it('escapes what an agent names itself, and allows the form to send the browser only to its redirect', () => {
    const page = consentPage({
      language: 'en-US',
      action: '/oauth/interaction/abc/confirm',
      csrf: 'token',
      clientName: '<script>alert(1)</script>',
      staffName: 'Amy',
      resource: 'https://shop.example/mcp/admin',
      redirectUri: 'https://agent.example/callback?x=1',
    });
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&#60;script&#62;');
    expect(page.csp).toContain("form-action 'self' https://agent.example;");
    expect(page.csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page.html).toMatch(/<style nonce="[A-Za-z0-9+/=]+">/);
  });
});
