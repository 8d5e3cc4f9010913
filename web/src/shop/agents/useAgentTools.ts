import { useEffect, useRef } from 'react';
import { modelContext, TOOL_NAME, type AgentTool } from './model-context';

/**
 * Registers `tools` with the page's model context while the component is mounted, and unregisters them
 * (their AbortSignal) when it goes or the tools' names or texts change (another language). The latest
 * `execute` of each tool is called, so a re-render (new cart, new form values) needs no new registration.
 */
export function useAgentTools(tools: readonly AgentTool[]): void {
  const current = useRef(tools);
  current.current = tools;
  // What the agent sees of the tools: a change of any of it registers them again.
  const shape = JSON.stringify(tools.map(({ name, title, description, inputSchema, annotations }) => [name, title, description, inputSchema, annotations]));

  useEffect(() => {
    const context = modelContext();
    if (!context) return;
    const controller = new AbortController();
    for (const tool of current.current) {
      if (!TOOL_NAME.test(tool.name)) throw new Error(`Invalid WebMCP tool name: ${tool.name}`);
      const { execute: _execute, ...described } = tool;
      const execute = (input: Record<string, unknown>) => {
        const latest = current.current.find((candidate) => candidate.name === tool.name) ?? tool;
        return latest.execute(input ?? {});
      };
      try {
        void Promise.resolve(context.registerTool({ ...described, execute }, { signal: controller.signal })).catch(() => undefined);
      } catch {
        // Another part of the page holds the name (a second copy mounting): it keeps it.
      }
    }
    return () => controller.abort();
  }, [shape]);
}
