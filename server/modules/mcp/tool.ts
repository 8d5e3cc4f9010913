import type { ZodRawShape } from 'zod';

/** Which endpoint offers a tool: /mcp/shop (shoppers and guests) or /mcp/admin (staff). */
export type McpEndpoint = 'shop' | 'admin';

/** What a model is told about a tool's effects (MCP tool annotations). */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * One MCP tool: a GraphQL operation on the shop's schema with an input schema for models. The operation
 * has one root field (`field`), whose guard (auth-checker.ts) decides who sees the tool in tools/list and
 * who may call it: there is no second permission table. The output schema is the operation's selection
 * (output-schema.ts), so it cannot drift from what the tool answers.
 */
export interface McpTool {
  readonly name: string;
  readonly title: string;
  /** Written for a model: what the tool does, when to use it, what to pass back later. */
  readonly description: string;
  /** The GraphQL root field the operation runs. */
  readonly field: string;
  /** The operation, with exactly one root field (`field`). */
  readonly document: string;
  /** The arguments, each with `.describe()`. */
  readonly input: ZodRawShape;
  /** The operation's variables from the tool's arguments (default: the arguments as they are). */
  readonly variables?: (args: Record<string, unknown>) => Record<string, unknown>;
  readonly hints: ToolHints;
  /** Destructive: the tool takes `confirm` and changes nothing unless it is `true`. */
  readonly confirm?: boolean;
  /** Output fields holding rich text (HTML): answered as plain text. */
  readonly plainText?: readonly string[];
  /** Adds to the answer what the operation alone cannot say (e.g. the link to finish a card payment). */
  readonly finish?: (data: Record<string, unknown>, publicUrl: string) => Record<string, unknown>;
  /** The fields `finish` adds, for the output schema. */
  readonly finishOutput?: ZodRawShape;
}

/** A tool of a table (one file per area); `hints` default to a read-only, idempotent, closed-world call. */
export function tool(definition: Omit<McpTool, 'hints'> & { hints?: Partial<ToolHints> }): McpTool {
  const readOnly = definition.hints?.readOnlyHint ?? true;
  return {
    ...definition,
    hints: {
      readOnlyHint: readOnly,
      destructiveHint: definition.hints?.destructiveHint ?? (readOnly ? false : Boolean(definition.confirm)),
      idempotentHint: definition.hints?.idempotentHint ?? readOnly,
      openWorldHint: definition.hints?.openWorldHint ?? false,
    },
  };
}
