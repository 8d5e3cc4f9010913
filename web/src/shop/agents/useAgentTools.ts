import { useEffect, useRef } from 'react';
import { modelContext, refusal, TOOL_NAME, type AgentTool } from './model-context';

/** A tool the browser would not take (a name another part of the page holds, a schema it refuses): said, not thrown. */
function refused(name: string, error: unknown) {
  console.warn(`WebMCP tool ${name} not registered:`, error);
}

/** What the agent sees of a tool: a change of any of it (another language) registers it again. */
const shapeOf = ({ name, title, description, inputSchema, annotations }: AgentTool) => JSON.stringify([name, title, description, inputSchema, annotations]);

/**
 * Registers `tools` with the page's model context while the component is mounted and unregisters them
 * (each one's AbortSignal) when it goes. A tool is registered again only when what the agent sees of it
 * changes, so the others stay callable meanwhile; a tool no longer offered (the cart went away) is
 * unregistered. The latest `execute` of each tool is called, so a re-render (new cart, new form values)
 * needs no new registration.
 */
export function useAgentTools(tools: readonly AgentTool[]): void {
  const current = useRef(tools);
  current.current = tools;
  const registered = useRef(new Map<string, { shape: string; controller: AbortController }>());
  const shapes = tools.map(shapeOf).join('\n');

  useEffect(() => {
    const context = modelContext();
    if (!context) return;
    const wanted = new Map(current.current.map((tool) => [tool.name, shapeOf(tool)]));
    for (const [name, entry] of registered.current) {
      if (wanted.get(name) === entry.shape) continue;
      entry.controller.abort();
      registered.current.delete(name);
    }
    for (const tool of current.current) {
      if (registered.current.has(tool.name)) continue;
      if (!TOOL_NAME.test(tool.name)) throw new Error(`Invalid WebMCP tool name: ${tool.name}`);
      const controller = new AbortController();
      registered.current.set(tool.name, { shape: shapeOf(tool), controller });
      const { execute: _execute, ...described } = tool;
      // A failure (the network, the server) is the call's answer, flagged as an error, not an exception.
      const execute = (input: Record<string, unknown>) =>
        (current.current.find((candidate) => candidate.name === tool.name) ?? tool)
          .execute(input ?? {})
          .catch((error: unknown) => refusal(error instanceof Error ? error.message : String(error)));
      try {
        void Promise.resolve(context.registerTool({ ...described, execute }, { signal: controller.signal })).catch((error: unknown) =>
          refused(tool.name, error),
        );
      } catch (error) {
        refused(tool.name, error);
      }
    }
  }, [shapes]);

  useEffect(() => {
    const all = registered.current;
    return () => {
      for (const entry of all.values()) entry.controller.abort();
      all.clear();
    };
  }, []);
}
