import { createServer } from 'node:net';

/**
 * A port free now, for a server whose PUBLIC_URL must name its own address before it starts (the OAuth
 * issuer, modules/oauth): the port is closed again at once, and the server takes it next.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}
