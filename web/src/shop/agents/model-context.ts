import { useHydrated } from '../../app/server-render';

/**
 * WebMCP (https://webmachinelearning.github.io/webmcp/): what a page offers an agent in the browser. Chrome
 * exposes `document.modelContext` (early builds `navigator.modelContext`; Chromium 156 only with
 * `--enable-features=WebMCPTesting,DevToolsWebMCPSupport`). Feature-detected: without it nothing is
 * registered and the tools' code is never loaded (ShopLayout).
 */

/** A JSON Schema of a tool's input, as WebMCP and MCP take it. */
export interface InputSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
}

/** What a tool answers: MCP's CallToolResult (text content). */
export interface AgentToolResult {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

/**
 * Hints of MCP (readOnlyHint, destructiveHint, idempotentHint) and of WebMCP (consequentialHint, which
 * Chromium reads): a browser may ask the person before a consequential tool runs.
 */
export interface AgentToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  consequentialHint?: boolean;
}

export interface AgentTool {
  /** ASCII letters, digits, `_`, `-`, `.`; at most 128 characters. */
  name: string;
  title?: string;
  description: string;
  inputSchema: InputSchema;
  annotations?: AgentToolAnnotations;
  execute: (input: Record<string, unknown>) => Promise<AgentToolResult>;
}

interface ModelContext {
  registerTool(tool: AgentTool, options?: { signal?: AbortSignal }): Promise<void> | void;
}

export const TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** The page's model context, when the browser has one. */
export function modelContext(): ModelContext | undefined {
  const withContext = (value: object) => (value as { modelContext?: ModelContext }).modelContext;
  if (typeof document === 'undefined') return undefined;
  return withContext(document) ?? withContext(navigator);
}

/**
 * Whether the page's tools are to be registered (rendered): never in the server's render nor while the
 * browser hydrates its HTML, which has no place for them (the server has no model context; rendering
 * them then would be a hydration mismatch), and at once after.
 */
export function useModelContext(): boolean {
  return useHydrated() && modelContext() !== undefined;
}

/** A tool's answer: the value as JSON text. */
export const answer = (value: unknown): AgentToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

/** A refused call: the reason, in the reader's language, flagged as an error. */
export const refusal = (message: string): AgentToolResult => ({ content: [{ type: 'text', text: message }], isError: true });
