// CPU time per answer of the shop and of its database, read from /proc (Linux) around a measured run:
// where an answer's work is, and (between runs of one session) whether a change made it cheaper, apart
// from how the answers queued on the machine's cores. Elsewhere (no /proc) the meter is absent and the
// column shows '-'.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function processes() {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
}

/** Each process's user + system CPU in ms, by pid (those gone meanwhile are skipped). */
function cpuByPid(pids) {
  const byPid = new Map();
  for (const pid of pids) {
    try {
      const fields = statFields(pid);
      byPid.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // ended in between
    }
  }
  return byPid;
}

/**
 * CPU spent between two readings: each process's growth, a process begun since counted whole. A process
 * ended in between is left out (its CPU is no longer readable): subtracting sums instead made the
 * database's figure negative when a backend closed during a run.
 */
function spentBetween(before, after) {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** The shop's process and its children (WEB_CONCURRENCY's HTTP processes). */
function shopTree(rootPid) {
  const pids = [String(rootPid)];
  for (const pid of processes()) {
    try {
      if (statFields(pid)[1] === String(rootPid)) pids.push(pid);
    } catch {
      // ended in between
    }
  }
  return pids;
}

/** Every PostgreSQL process of this machine (server, backends, writers): the bench's database is local. */
function postgresProcesses() {
  return processes().filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

/** Whether the database is a PostgreSQL on this machine (loopback or a Unix socket), whose processes we can read. */
export function isLocalPostgres(databaseUrl) {
  if (!databaseUrl) return false;
  try {
    const host = decodeURIComponent(new URL(databaseUrl).hostname);
    return host === '' || host.startsWith('/') || ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host);
  } catch {
    return false;
  }
}

/**
 * A meter for one run: `start()` before the measured seconds, `stop(answers)` after; answers
 * { shopMs, databaseMs } per answer (databaseMs undefined on the embedded database, which runs inside
 * the shop's process and is counted there). Undefined when /proc cannot be read.
 */
export function cpuMeter(shopPid, { localPostgres }) {
  if (!fs.existsSync(`/proc/${shopPid}/stat`)) return undefined;
  let before;
  const read = () => ({ shop: cpuByPid(shopTree(shopPid)), database: localPostgres ? cpuByPid(postgresProcesses()) : undefined });
  return {
    start() {
      before = read();
    },
    stop(answers) {
      const after = read();
      if (!before || !answers) return undefined;
      return {
        shopMs: spentBetween(before.shop, after.shop) / answers,
        databaseMs: after.database === undefined ? undefined : spentBetween(before.database, after.database) / answers,
      };
    },
  };
}
