import { breakingChanges, unannounced, unreleasedBreaking } from '../../server/tools/schema-changes.js';

/** Issue 23, section 4: CI fails on a breaking change of schema.graphql that CHANGELOG.md does not name. */
const BEFORE = `
type Brand { id: Int! title: String! url: String! }
type Query { brands(language: String): [Brand!]! }
`;

const changelog = (breaking: string) => `# Changelog

## Unreleased

### Breaking

${breaking}

### Added

- \`Brand.url\` mentioned here does not count.

## 1.0.0

### Breaking

- \`Brand.title\` (an older release does not count either)
`;

describe('schema changes', () => {
  it('finds a removed field and a removed argument as breaking; an added or deprecated field is not', async () => {
    const removed = await breakingChanges(BEFORE, 'type Brand { id: Int! url: String! } type Query { brands: [Brand!]! }');
    expect(removed.map((c) => c.path).sort()).toEqual(['Brand.title', 'Query.brands.language']);
    const added = await breakingChanges(
      BEFORE,
      'type Brand { id: Int! title: String! @deprecated(reason: "Use name") name: String url: String! } type Query { brands(language: String): [Brand!]! }',
    );
    expect(added).toEqual([]);
  });

  it('passes a breaking change only when Unreleased -> Breaking names it', async () => {
    const changes = await breakingChanges(BEFORE, 'type Brand { id: Int! title: String! } type Query { brands(language: String): [Brand!]! }');
    expect(changes.map((c) => c.path)).toEqual(['Brand.url']);
    expect(unannounced(changes, '')).toEqual(changes);
    expect(unannounced(changes, changelog('- None.'))).toEqual(changes);
    expect(unannounced(changes, changelog('- `Brand.title`: removed'))).toEqual(changes);
    expect(unannounced(changes, changelog('- `Brand.url`: removed, use the storefront path'))).toEqual([]);
    expect(unannounced(changes, changelog(`- ${changes[0].message}`))).toEqual([]);
    expect(unreleasedBreaking(changelog('- x'))).toContain('- x');
    expect(unreleasedBreaking(changelog('- x'))).not.toContain('Added');
  });
});
