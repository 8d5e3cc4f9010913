/**
 * A secret the server answered once (a key's or a webhook's, on create), kept in memory only until the
 * edit screen that follows the create shows it: never in the URL, history state or storage.
 */
const pending = new Map<string, string>();

export function keepSecretOnce(kind: string, id: number, secret: string | null | undefined): void {
  if (secret) pending.set(`${kind}:${id}`, secret);
}

/** The kept secret of the record, handed out once. */
export function takeSecretOnce(kind: string, id: number): string | null {
  const key = `${kind}:${id}`;
  const secret = pending.get(key) ?? null;
  pending.delete(key);
  return secret;
}
