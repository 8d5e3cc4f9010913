import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * How long no new connection may have arrived before the port closes (see close()): longer than a busy
 * client takes between an answer that closed its connection and its next connection (its process may
 * wait for a core that long on a loaded machine).
 */
const QUIET_MS = 500;
/** A port that never goes quiet (clients that keep opening connections) closes after this all the same. */
const SETTLE_MAX_MS = 3000;

/**
 * serving: as usual. draining: every answer closes its connection (the load balancer's connections move
 * to other instances). settling: answers keep their connections again, so that clients stop opening new
 * ones before the port closes. closing: the port is closed, every answer closes its connection.
 */
type Phase = 'serving' | 'draining' | 'settling' | 'closing';

/**
 * Stops an HTTP server without a client ever seeing its connection reset (issue 46). A client cannot
 * tell that the server is about to close a kept-alive connection: one that writes its next request as
 * the server closes the socket gets ECONNRESET, and so does one whose new connection waits in the
 * kernel's accept queue when the port closes. So a connection is only ever closed by the server right
 * after an answer that said `Connection: close` (the client sends nothing more on it), and the port
 * closes only once no client is between two connections.
 */
export class ConnectionDrain {
  private phase: Phase = 'serving';
  /** Answers being prepared: their headers may still change. */
  private readonly inFlight = new Set<ServerResponse>();
  private lastConnectionAt = performance.now();

  constructor(private readonly server: Server) {
    server.on('connection', () => (this.lastConnectionAt = performance.now()));
    // Before the app's own listener: the header is set before anything can be answered.
    server.prependListener('request', (_req, res: ServerResponse) => {
      if (this.answersClose()) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
    });
  }

  private answersClose(): boolean {
    return this.phase === 'draining' || this.phase === 'closing';
  }

  private enter(phase: Phase): void {
    this.phase = phase;
    // Answers begun before the change and not sent yet close their connection too.
    if (this.answersClose()) for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Not ready any more: the server still accepts and serves, each answer closing its connection. */
  beginDrain(): void {
    if (this.phase === 'serving') this.enter('draining');
  }

  /**
   * Stops accepting and resolves once every connection has closed (those still open after `timeoutMs`
   * are cut). First the answers keep their connections, until no connection has arrived for QUIET_MS:
   * every client then sits on an accepted connection, none in the accept queue the port's closing would
   * reset. Then the port closes (not http.Server.close(), which would cut the idle kept-alive connections
   * a client may be writing on) and every answer closes its connection; a client that comes back is
   * refused. A connection kept alive and left idle closes when its keep-alive time runs out
   * (server.keepAliveTimeout, announced in the Keep-Alive header), as it would have anyway.
   */
  async close(timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    this.enter('settling');
    await this.quietPort(Math.min(deadline, performance.now() + SETTLE_MAX_MS));
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(this.server, () => resolve()));
    this.enter('closing');
    const cut = setTimeout(() => this.server.closeAllConnections(), Math.max(0, deadline - performance.now()));
    await closed;
    clearTimeout(cut);
  }

  /**
   * Resolves when no connection has arrived for QUIET_MS (or at `until`). Checked again after the event
   * loop's poll phase (setImmediate), where connections waiting to be accepted are accepted: a timer
   * that fired late must not close the port over them.
   */
  private quietPort(until: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () =>
        setImmediate(() => {
          const now = performance.now();
          const quietFor = now - this.lastConnectionAt;
          if (quietFor >= QUIET_MS || now >= until) resolve();
          else setTimeout(check, Math.min(QUIET_MS - quietFor, until - now));
        });
      check();
    });
  }
}
