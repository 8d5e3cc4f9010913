// Bench only: preloaded into the shop's process by startShop({ heapProbe: true }) (server.mjs), which
// starts it with --expose-gc and an IPC channel. Asked 'bench:memory', it runs a full collection and
// answers what is still in use: the V8 heap and the memory outside it that JS objects hold (buffers),
// with the heap's limit. Nothing of the shop is changed and no route is added: the figures come from
// the process itself, so that a bench can tell memory held from memory not yet collected.
import v8 from 'node:v8';

process.on('message', (message) => {
  if (message !== 'bench:memory') return;
  globalThis.gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  process.send({ type: 'bench:memory', heapUsed, external, rss, heapLimit: v8.getHeapStatistics().heap_size_limit });
});
// The channel must not keep the shop alive on its own (a 'message' listener refs it).
process.channel?.unref();
