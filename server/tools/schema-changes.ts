import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

/**
 * A schema partners can rely on (issue 23, section 4): the breaking changes between two versions of
 * schema.graphql, and those CHANGELOG.md does not name under "## Unreleased" -> "### Breaking".
 * A change is named when that section holds its coordinate (`Brand.title`, `Query.brands.language`)
 * or its whole message. Fields go away through `@deprecated(reason: ...)` first: deprecating is not breaking.
 */
export interface BreakingChange {
  path: string;
  message: string;
}

export async function breakingChanges(before: string, after: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ path: change.path ?? '', message: change.message }));
}

/** The text of CHANGELOG.md's "### Breaking" list inside "## Unreleased" (empty when there is none). */
export function unreleasedBreaking(changelog: string): string {
  const unreleased = /^##\s+Unreleased\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/im.exec(changelog)?.[1] ?? '';
  return /^###\s+Breaking\s*$([\s\S]*?)(?=^###?\s|(?![\s\S]))/im.exec(unreleased)?.[1] ?? '';
}

/** The breaking changes the changelog does not announce. */
export function unannounced(changes: BreakingChange[], changelog: string): BreakingChange[] {
  const section = unreleasedBreaking(changelog);
  const named = (text: string) => text !== '' && (section.includes(`\`${text}\``) || section.includes(text));
  return changes.filter((change) => !named(change.path) && !named(change.message));
}
