import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/env.js';

/**
 * What a log line may never carry, wherever it appears in the object logged (we log chosen fields, not
 * requests or bodies; this is the net under that rule).
 */
const SECRET_KEYS = ['password', 'password_confirmation', 'current_password', 'token', 'authorization', 'cookie', 'secret', 'key', 'card', 'address', 'pem'];
const REDACT = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

/** A line for a person at a terminal: time, level, message, then the fields. */
function prettyLine(line: string): string {
  try {
    const { time, level, msg, pid: _pid, hostname: _hostname, ...fields } = JSON.parse(line) as Record<string, unknown>;
    const extra = Object.entries(fields)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    const name = pino.levels.labels[Number(level)] ?? String(level);
    return `${String(time).slice(11, 23)} ${name.toUpperCase().padEnd(5)} ${String(msg ?? '')}${extra ? ` ${extra}` : ''}\n`;
  } catch {
    return line;
  }
}

/** Where lines go instead of stdout (tests read them). */
let destination: { write(line: string): void } | undefined;

function makeLogger(level: LogLevel): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: '[redacted]' },
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  // JSON lines for log collectors, written without blocking the request (issue 47: a synchronous write
  // per request line was a fifth of the floor's time): lines gather up to 4 KB (about 20 request lines)
  // and go out in one write, or within a second when fewer come; flushLog() (a stop) and pino at the
  // process's exit write what is left.
  if (!process.stdout.isTTY) {
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => stream.flush(), 1000).unref();
    return pino(options, stream);
  }
  // Readable lines only when a person watches a terminal.
  return pino({ ...options, formatters: {} }, { write: (line: string) => process.stdout.write(prettyLine(line)) });
}

/** The process's logger (one per process: several shops in one test process share it). */
export let log: Logger = makeLogger((process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info');

/**
 * The logger of the per-request lines (observability/request-log.ts): the process's logger without the
 * redaction pass, which those lines do not need (request id, method, route pattern, status, duration and
 * principal kind: chosen fields, none a secret) and which took a tenth of the line's cost (issue 47).
 */
export function requestLineLogger(): Logger {
  if (requestLines?.parent !== log) requestLines = { parent: log, logger: log.child({}, { redact: [] }) };
  return requestLines.logger;
}
let requestLines: { parent: Logger; logger: Logger } | undefined;

/** Writes out the lines still gathered (a stopping shop: server/start.ts), and waits until they are. */
export function flushLog(): Promise<void> {
  return new Promise((resolve) => {
    // A stop must not hang on a log reader that went away.
    const timer = setTimeout(resolve, 2000);
    log.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Sets LOG_LEVEL (checked by config/env.ts) at start. */
export function configureLogger(level: LogLevel): void {
  if (log.level !== level) log = makeLogger(level);
}

/** Sends the log lines to `target` (undefined: stdout again); tests read what the shop logs. */
export function setLogDestination(target: { write(line: string): void } | undefined, level: LogLevel = log.level as LogLevel): void {
  destination = target;
  log = makeLogger(level);
}
