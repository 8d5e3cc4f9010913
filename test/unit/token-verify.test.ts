import { TokenRejected, issueToken, verifyToken } from '../../server/modules/auth/token.js';

/** Plain unit tests (no server) of the token check, whose verified tokens are remembered. */
describe('verifyToken', () => {
  const secret = new TextEncoder().encode('a-secret-of-32-bytes-or-more-for-hs256');

  it('answers the same claims the second time, and refuses a remembered token once it has expired', async () => {
    const issued = await issueToken(secret, 'admin', 7, 2 / 60, 3);
    const first = await verifyToken(secret, issued.token);
    expect(first).toMatchObject({ subjectId: 7, audience: 'admin', sessionVersion: 3, jti: issued.jti });
    expect(await verifyToken(secret, issued.token)).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, issued.expiresAt.getTime() - Date.now() + 50));
    const refusal = await verifyToken(secret, issued.token).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TokenRejected);
    expect((refusal as TokenRejected).expired).toBe(true);
  });

  it('does not take a token remembered under one secret for one signed with another', async () => {
    const issued = await issueToken(secret, 'shopper', 8, 5);
    await verifyToken(secret, issued.token);
    const other = new TextEncoder().encode('another-secret-of-32-bytes-or-more-hs256');
    await expect(verifyToken(other, issued.token)).rejects.toBeInstanceOf(TokenRejected);
  });
});
