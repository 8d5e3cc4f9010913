import { randomUUID } from 'node:crypto';
import { sellable } from './order-fixtures.js';
import { acp, agentKey, gql, keyWith, readySession, sessionsCount, shop, standIn, token, warehouse } from './agentic-checkout-fixtures.js';
import { expectShape, item, payment, useAgenticCheckoutShop, VERSION } from './agentic-checkout-fixtures.js';

/**
 * Agentic checkout (issue 45), the protocol around the buying: the discovery document, idempotency
 * (replay, conflict, a retry in flight), and what is refused (keys, API-Version, the cost bucket, bad
 * bodies, the feature switched off). The flow itself is agentic-checkout-flow.test.ts's.
 */
useAgenticCheckoutShop();

describe('Agentic checkout (ACP 2026-04-17): protocol and refusals', () => {
  it('publishes the discovery document at /.well-known/acp.json, without auth, cacheable', async () => {
    const answer = await shop.rest('GET', '/.well-known/acp.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expectShape('DiscoveryResponse', answer.body);
    expect(answer.body).toMatchObject({
      protocol: { name: 'acp', version: VERSION, supported_versions: [VERSION] },
      api_base_url: `${shop.config.publicUrl.replace(/\/+$/, '')}/acp`,
      transports: ['rest'],
      capabilities: { services: ['checkout'], intervention_types: ['3ds'] },
    });
    expect(answer.body.capabilities.supported_currencies).toContain('hkd');
  });

  it('idempotency: the same key and body replay the answer, another body conflicts, a retry in flight is 409', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 3 } });
    const body = { line_items: [item(product)], currency: 'hkd', capabilities: {} };
    const key = randomUUID();
    const before = await sessionsCount();
    const first = await acp('POST', '/checkout_sessions', body, { idem: key, shape: 'create' });
    const replay = await acp('POST', '/checkout_sessions', { currency: 'hkd', capabilities: {}, line_items: [item(product)] }, { idem: key, shape: 'create' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('idempotency-key')).toBe(key);
    expect(await sessionsCount()).toBe(before + 1);

    const conflict = await acp('POST', '/checkout_sessions', { ...body, currency: 'usd' }, { idem: key, shape: 'create' });
    expect(conflict.status).toBe(422);
    expectShape('Error', conflict.body);
    expect(conflict.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_conflict' });

    const missing = await acp('POST', '/checkout_sessions', body, { idem: null, shape: 'create' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_key_required' });

    // A completion whose payment is still under way at Stripe: its retry is 409 with Retry-After, then replays the answer.
    const session = await readySession(product);
    const hold = standIn.holdNextIntent();
    const completeKey = randomUUID();
    const completeBody = { payment_data: payment('spt_test_slow') };
    const running = acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    await hold.reached;
    const inFlight = await acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    expect(inFlight.status).toBe(409);
    expectShape('Error', inFlight.body);
    expect(inFlight.body).toMatchObject({ type: 'invalid_request', code: 'idempotency_in_flight' });
    expect(Number(inFlight.headers.get('retry-after'))).toBeGreaterThan(0);
    hold.release();
    const done = await running;
    expect(done.body.status).toBe('completed');
    const replayed = await acp('POST', `/checkout_sessions/${session.id}/complete`, completeBody, { idem: completeKey, shape: 'complete' });
    expect(replayed).toMatchObject({ status: 200, body: done.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const intents = [...standIn.intents.values()].filter((i) => i.metadata.checkout_session_id === session.id);
    expect(intents).toHaveLength(1);
  });

  it('refuses a key without agentic_checkout (403), a revoked or missing key (401) and a missing API-Version (400): nothing created', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const body = { line_items: [item(product)], currency: 'hkd', capabilities: {} };
    const other = await keyWith(['order']);
    const revoked = await keyWith(['agentic_checkout']);
    await gql('mutation($id: Int!) { revokeApiKey(id: $id) }', { id: revoked.id });
    const before = await sessionsCount();

    const forbidden = await acp('POST', '/checkout_sessions', body, { key: other.secret, shape: 'create' });
    expect(forbidden.status).toBe(403);
    expectShape('Error', forbidden.body);
    for (const key of [revoked.secret, null, 'shpk_' + 'x'.repeat(43)]) {
      const refused = await acp('POST', '/checkout_sessions', body, { key, shape: 'create' });
      expect(refused.status).toBe(401);
      expectShape('Error', refused.body);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    }
    const noVersion = await acp('POST', '/checkout_sessions', body, { version: null, shape: 'create' });
    expect(noVersion.status).toBe(400);
    expectShape('Error', noVersion.body);
    expect(noVersion.body).toMatchObject({ type: 'invalid_request', supported_versions: [VERSION] });
    const oldVersion = await acp('GET', '/checkout_sessions/cs_x', undefined, { version: '2025-09-29' });
    expect(oldVersion.body).toMatchObject({ code: 'unsupported_api_version', supported_versions: [VERSION] });
    expect(await sessionsCount()).toBe(before);

    // Another key's session does not exist for this one.
    const mine = await acp('POST', '/checkout_sessions', body, { shape: 'create' });
    const second = await keyWith(['agentic_checkout']);
    const foreign = await acp('GET', `/checkout_sessions/${mine.body.id}`, undefined, { key: second.secret });
    expect(foreign.status).toBe(404);
    expectShape('Error', foreign.body);
  });

  it("charges every request to the key's cost bucket: an empty bucket is 429 with Retry-After", async () => {
    const small = await keyWith(['agentic_checkout'], { costBucket: 100, costRestoreRate: 1 });
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await acp('GET', '/checkout_sessions/cs_none', undefined, { key: small.secret }));
    expect(answers.slice(0, 2).map((a) => a.status)).toEqual([404, 404]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused).toBeDefined();
    expectShape('Error', refused.body);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers bad bodies with the spec error and its JSONPath, unknown items and currencies with 400, never a 500', async () => {
    const product = await sellable(shop, { stock: { [warehouse]: 1 } });
    const unknownItem = await acp('POST', '/checkout_sessions', { line_items: [item(product), { id: '999999999' }], currency: 'hkd', capabilities: {} });
    expect(unknownItem).toMatchObject({ status: 400, body: { type: 'invalid_request', code: 'invalid_item_id', param: '$.line_items[1].id' } });
    const noItems = await acp('POST', '/checkout_sessions', { currency: 'hkd', capabilities: {} });
    expect(noItems).toMatchObject({ status: 400, body: { type: 'invalid_request', param: '$.line_items' } });
    const currency = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'xyz', capabilities: {} });
    expect(currency).toMatchObject({ status: 400, body: { code: 'unsupported_currency', param: '$.currency' } });
    const garbage = await shop.rest('POST', '/acp/checkout_sessions', '{"line_items": [', undefined, {
      authorization: `Bearer ${agentKey.secret}`,
      'api-version': VERSION,
      'idempotency-key': randomUUID(),
    });
    expect(garbage.status).toBe(400);
    for (const answer of [unknownItem, noItems, currency, garbage]) expectShape('Error', answer.body);
    const missingSession = await acp('GET', '/checkout_sessions/cs_nothing');
    expect(missingSession.status).toBe(404);
  });

  it('switched off, the endpoints and the discovery document refuse; a key can not change the settings', async () => {
    await gql('mutation { updateAgenticCheckoutSettings(input: { enabled: false }) { enabled } }');
    try {
      const product = await sellable(shop, { stock: { [warehouse]: 1 } });
      const refused = await acp('POST', '/checkout_sessions', { line_items: [item(product)], currency: 'hkd', capabilities: {} }, { shape: 'create' });
      expect(refused.status).toBe(403);
      expectShape('Error', refused.body);
      expect(refused.body.code).toBe('agentic_checkout_disabled');
      expect((await shop.rest('GET', '/.well-known/acp.json')).status).toBe(404);
    } finally {
      await gql('mutation { updateAgenticCheckoutSettings(input: { enabled: true }) { enabled } }');
    }
    const byKey = await shop.gql('mutation { updateAgenticCheckoutSettings(input: { enabled: false }) { enabled } }', {}, agentKey.secret);
    expect(byKey.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const staff = await shop.gql('{ agenticCheckoutSettings { enabled } }', {}, token);
    expect(staff.data!.agenticCheckoutSettings.enabled).toBe(true);
  });
});
