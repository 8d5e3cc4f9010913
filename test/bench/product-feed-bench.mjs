// Issue 45's figure, printed after the load table by `npm run bench` (BENCH_ONLY=feed for this one only):
// the product feed (GET /acp/feed/products.jsonl, every visible product as an ACP Product record) read
// whole by an API key whose role holds agentic_checkout, timed from the request to the last byte
// (target: under 30 s at 100,000 products, BENCH_LARGE=1), and the shop's memory while it is built:
// its resident set sampled every 20 ms, the peak's growth over the size before the request, noted when a
// quarter, half and three quarters of the lines have arrived. A feed held whole grows the process as it is
// built, with the catalogue (its records take several times the feed's bytes); a streamed one grows by
// what the collector lets pile up between collections, reached early and then flat: the target is that
// the last three quarters add less than the first quarter did.
import fs from 'node:fs';
import { table } from './lib/table.mjs';

const TARGET_SECONDS = 30;
const TARGET_PRODUCTS = 100_000;

/** The resident set of a process, in bytes (Linux /proc); undefined elsewhere. */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads the whole feed as it arrives, counting lines and bytes, keeping none of it; `progress(lines)` after each chunk. */
async function readFeed(url, secret, progress = () => {}) {
  const response = await fetch(`${url}/acp/feed/products.jsonl`, { headers: { authorization: `Bearer ${secret}` } });
  if (response.status !== 200) throw new Error(`the feed answered ${response.status}: ${(await response.text()).slice(0, 120)}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
    progress(lines);
  }
  return { lines, bytes };
}

export async function productFeedFigures(ctx, shopPid) {
  const adminToken = await ctx.token('admin');
  const gql = async (query, variables) => {
    const answer = await ctx.request('POST', '/graphql', { token: adminToken, body: { query, variables } });
    if (answer.body?.errors) throw new Error(JSON.stringify(answer.body.errors).slice(0, 200));
    return answer.body.data;
  };
  const role = await gql('mutation($input: RoleInput!) { createRole(input: $input) { id } }', {
    input: { name: `Bench feed ${Date.now()}`, permissions: ['agentic_checkout'] },
  });
  const key = await gql('mutation($input: ApiKeyInput!) { createApiKey(input: $input) { id secret } }', {
    input: { name: `Bench feed ${Date.now()}`, roleId: role.createRole.id },
  });
  try {
    const secret = key.createApiKey.secret;
    // A first read warms the statements' plans and the settings; the second is measured.
    const { lines: expected } = await readFeed(ctx.url, secret);
    const before = residentBytes(shopPid);
    let peak = before ?? 0;
    const sample = () => (peak = Math.max(peak, residentBytes(shopPid) ?? 0));
    const sampler = setInterval(sample, 20);
    const quarters = [];
    const started = performance.now();
    let feed;
    try {
      feed = await readFeed(ctx.url, secret, (lines) => {
        if (quarters.length < 3 && lines >= (expected * (quarters.length + 1)) / 4) quarters.push(sample() - before);
      });
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const large = process.env.BENCH_LARGE === '1';
    const timeVerdict =
      seconds >= TARGET_SECONDS
        ? 'NOT MET'
        : large
          ? `met (${TARGET_PRODUCTS.toLocaleString('en')}-product catalogue)`
          : `met at ${feed.lines} products (BENCH_LARGE=1 for ${TARGET_PRODUCTS.toLocaleString('en')})`;
    const growth = before === undefined ? undefined : peak - before;
    const flat = growth !== undefined && quarters.length === 3 && growth - quarters[0] < quarters[0];
    console.log(`\nProduct feed (issue 45): GET /acp/feed/products.jsonl with an API key, read to the last byte`);
    console.log(
      table(
        ['figure', 'measured', 'target', 'verdict'],
        [
          [
            `feed of ${feed.lines.toLocaleString('en')} products (${mb(feed.bytes)})`,
            `${seconds.toFixed(1)} s`,
            `< ${TARGET_SECONDS} s at 100,000 products`,
            timeVerdict,
          ],
          [
            "shop's peak memory growth while building it",
            growth === undefined ? 'unavailable (no /proc)' : `${mb(growth)} (${mb(before)} -> ${mb(peak)})`,
            'flat after the first quarter (streamed)',
            growth === undefined ? '-' : flat ? 'met' : 'NOT MET',
          ],
          ['  growth at 1/4, 1/2, 3/4 of the lines', quarters.length === 3 ? quarters.map(mb).join(', ') : '-', 'last 3/4 add < the first 1/4', ''],
        ],
        ['l', 'r', 'l', 'l'],
      ),
    );
  } finally {
    await gql(`mutation { revokeApiKey(id: ${key.createApiKey.id}) }`).catch(() => {});
  }
}
