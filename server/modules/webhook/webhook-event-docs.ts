import { eventBody, webhookEvents } from './webhook-events.js';

export const EVENTS_DOC_START = '<!-- webhook events: generated from the registered events by `npm run webhooks:readme` -->';
export const EVENTS_DOC_END = '<!-- end of webhook events -->';

const EXAMPLE_ID = '5f0c6f2e-3b1a-4c9e-9d3e-2a7b8c4d1e6f';
const EXAMPLE_TIME = new Date('2026-11-25T02:30:00.000Z');

/**
 * The README's list of webhook events (Partners section): each registered event with the permission a
 * subscriber needs and, where its module registered one, a payload example built by the module's own
 * mapper, so the example changes with the code.
 */
export function webhookEventsMarkdown(): string {
  const events = webhookEvents().sort((a, b) => a.name.localeCompare(b.name));
  const lines = [EVENTS_DOC_START, '', '| event | permission to subscribe |', '|---|---|'];
  for (const event of events) lines.push(`| \`${event.name}\` | \`${event.permission}\` |`);
  for (const event of events) {
    if (!event.example) continue;
    // An event of another protocol (agentic checkout's ACP order events) shows its own wire format.
    const text = event.format ? event.format.body(event.example()) : eventBody(event.name, event.example(), EXAMPLE_ID, EXAMPLE_TIME);
    const body = JSON.parse(text) as unknown;
    lines.push('', `\`${event.name}\`:`, '', '```json', JSON.stringify(body, null, 2), '```');
  }
  lines.push('', EVENTS_DOC_END);
  return lines.join('\n');
}
