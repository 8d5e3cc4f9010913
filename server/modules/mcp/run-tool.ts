import type { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ZodObject } from 'zod';
import type { AppContext } from '../../common/context.js';
import { assertAccess } from '../../common/auth-checker.js';
import { messageIdOf } from '../../../core/message-ids.js';
import { plainText } from '../seo/index.js';
import type { McpTool } from './tool.js';
import type { ToolOutput } from './output-schema.js';

/** A tool ready to serve: its definition, its root field's guard, its input schema (made once) and its output schema. */
export interface PreparedTool {
  tool: McpTool;
  guard: readonly string[];
  input: ZodObject;
  output: ToolOutput;
}

/** Whether the caller passes the guard of the tool's root field (tools/list shows only those). */
export function mayCall(ctx: AppContext, prepared: PreparedTool): boolean {
  try {
    assertAccess(ctx, prepared.guard);
    return true;
  } catch {
    return false;
  }
}

/** The catalogue's ids of an error's text and of its fields' texts (GraphQL `extensions.messageId(s)`). */
interface MessageIds {
  messageId?: string;
  fieldMessageIds?: Record<string, string>;
}

/** The code of a tool error, for the log (an error result carries no structured content: clients would check it against the output schema). */
const errorCodes = new WeakMap<CallToolResult, string>();
export const errorCode = (result: CallToolResult): string | undefined => errorCodes.get(result);

/** A tool's answer's text content, where it is its structured content as JSON (the transport writes it once for both). */
const structuredJsons = new WeakMap<CallToolResult, string>();
export const structuredJson = (result: CallToolResult): string | undefined => structuredJsons.get(result);

/**
 * The shop's refusal as a tool error: its text, then, for a form's mistakes, the text per field, then
 * the same as JSON with the shop's code and the catalogue's message ids (`{"error": {"code", "message",
 * "messageId", "fields", "fieldMessageIds"}}`, core/message-ids.ts), by which a client may say it in
 * its reader's language. Never a stack.
 */
export function toolError(code: string, message: string, fields?: Record<string, string>, ids: MessageIds = {}): CallToolResult {
  const messageId = ids.messageId ?? messageIdOf(message);
  const fieldMessageIds = ids.fieldMessageIds;
  const error = {
    code,
    message,
    ...(messageId ? { messageId } : {}),
    ...(fields && Object.keys(fields).length ? { fields } : {}),
    ...(fieldMessageIds && Object.keys(fieldMessageIds).length ? { fieldMessageIds } : {}),
  };
  const lines = [message, ...Object.entries(fields ?? {}).map(([field, text]) => `- ${field}: ${text}`)];
  const result: CallToolResult = { isError: true, content: [{ type: 'text', text: `${lines.join('\n')}\n${JSON.stringify({ error })}` }] };
  errorCodes.set(result, code);
  return result;
}

function fromGraphQL(error: GraphQLFormattedError): CallToolResult {
  const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const fields = error.extensions?.errors as Record<string, string> | undefined;
  const retryAfter = error.extensions?.retryAfter;
  const message = typeof retryAfter === 'number' ? `${error.message} (retry after ${retryAfter} s)` : error.message;
  return toolError(code, message, fields, {
    messageId: error.extensions?.messageId as string | undefined,
    fieldMessageIds: error.extensions?.messageIds as Record<string, string> | undefined,
  });
}

/** Rich text fields of the answer (`names`, at any depth) as plain text: a model reads words, not markup. */
function plainTexts(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => plainTexts(item, names));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = names.has(key) && typeof item === 'string' ? plainText(item, Number.MAX_SAFE_INTEGER) : plainTexts(item, names);
  }
  return out;
}

/**
 * Runs the tool's operation in-process with the request's context, as /graphql would (guards,
 * validation, the cost budget and its throttles), and answers its data as structured content.
 */
export async function runTool(
  apollo: ApolloServer<AppContext>,
  prepared: PreparedTool,
  args: Record<string, unknown>,
  ctx: AppContext,
): Promise<CallToolResult> {
  const { tool, output } = prepared;
  if (tool.confirm && args.confirm !== true) {
    return toolError(
      'CONFIRMATION_REQUIRED',
      `${tool.title}: nothing was done. This cannot be undone; call again with confirm: true once the user has agreed.`,
    );
  }
  const { confirm: _confirm, ...rest } = args;
  const variables = tool.variables ? tool.variables(rest) : rest;
  const response = await apollo.executeOperation({ query: tool.document, variables }, { contextValue: ctx });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by MCP tools');
  const result = response.body.singleResult;
  if (result.errors?.length) return fromGraphQL(result.errors[0]);
  let data = (result.data as Record<string, unknown>)[tool.field];
  if (tool.plainText) data = plainTexts(data, new Set(tool.plainText));
  let structured = (output.wrapped ? { result: data } : data) as Record<string, unknown>;
  if (tool.finish) structured = tool.finish(structured, ctx.runtime.config.publicUrl);
  const text = JSON.stringify(structured);
  const answer: CallToolResult = { content: [{ type: 'text', text }], structuredContent: structured };
  structuredJsons.set(answer, text);
  return answer;
}
