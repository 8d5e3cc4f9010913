import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the loopback SMTP server received it, decoded. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header values, names in lowercase, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo?: string;
  text?: string;
  html?: string;
  raw: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

function leaves(raw: string): Part[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(split === -1 ? raw : raw.slice(0, split));
  const body = split === -1 ? '' : raw.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leaves(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  }
  // Line ends as the sender wrote them (SMTP carries CRLF).
  return [{ headers, body: decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n') }];
}

/** A minimal MIME reading of what nodemailer sends: headers, the text/plain and the text/html part. */
export function parseMail(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const parts = leaves(raw);
  const ofType = (type: string) => parts.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type))?.body;
  return {
    envelopeFrom,
    envelopeTo,
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
    replyTo: headers['reply-to'],
    text: ofType('text/plain'),
    html: ofType('text/html'),
    raw,
  };
}

/**
 * A real SMTP server on loopback for tests (the smtp-server package): no TLS, no authentication; it
 * records every mail it accepts. `reject(recipient, n)` makes the next n deliveries to that recipient
 * fail (a 451 at RCPT TO), to test retries.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private readonly rejections = new Map<string, number>();
  private waiters: { predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<TestSmtpServer> {
    // The server's callbacks reach the instance made once it listens.
    const holder: { instance?: TestSmtpServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const left = holder.instance?.rejections.get(address.address) ?? 0;
        if (left > 0) {
          holder.instance!.rejections.set(address.address, left - 1);
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            session.envelope.rcptTo.map((r) => r.address),
          );
          holder.instance?.receive(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.server.address() as AddressInfo;
    holder.instance = new TestSmtpServer(server, port);
    return holder.instance;
  }

  /** For SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `count` deliveries to this recipient fail (451 at RCPT TO). */
  reject(recipient: string, count: number): void {
    this.rejections.set(recipient, count);
  }

  /** The first mail (already received or still to come) that matches, e.g. by recipient. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
    const found = this.mails.find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = { predicate, resolve: (mail: ReceivedMail) => (clearTimeout(timer), resolve(mail)) };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`No matching mail within ${timeoutMs} ms (received ${this.mails.length})`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Mails to this recipient. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.envelopeTo.includes(address));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    for (const waiter of [...this.waiters]) {
      if (waiter.predicate(mail)) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(mail);
      }
    }
  }
}
