import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/**
 * Bounds on a single GraphQL document so that no request can exhaust the server: the depth of nested
 * selections here; its cost (fields, page sizes, aliases counted) in common/query-cost.ts, which
 * replaced the former count of selected fields (issue 23).
 */
const INTROSPECTION_DEPTH = 16;

/**
 * Root mutation fields throttled per client address or per account (login, sign-up, password reset,
 * contact, checkout, form submission). A request may carry only one of them: otherwise 100 aliased
 * `register` fields would run 100 times under a single request's checks. Add new throttled fields here.
 */
export const THROTTLED_FIELDS = new Set([
  'login',
  'adminLogin',
  'facebookLogin',
  'register',
  'facebookRegister',
  'sendPasswordResetLink',
  'resetPassword',
  'sendContactMessage',
  'placeOrder',
  'submitForm',
  'applyCartCoupon',
  'subscribeNewsletter',
]);
export const ONE_THROTTLED_FIELD = 'A request may carry only one sign-in, sign-up, password reset, contact, checkout, coupon or form submission.';

/** Root fields of the selection set with fragments expanded (each alias counts as one). */
function rootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) names.push(...rootFields(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value)) {
      const fragment = fragments.get(selection.name.value);
      if (fragment) names.push(...rootFields(fragment.selectionSet, fragments, new Set([...seen, selection.name.value])));
    }
  }
  return names;
}

export function queryLimits(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): number => {
      let deepest = depth;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet) deepest = Math.max(deepest, measure(selection.selectionSet, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, measure(selection.selectionSet, depth, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (fragment && !seen.has(name)) {
            deepest = Math.max(deepest, measure(fragment.selectionSet, depth, new Set([...seen, name])));
          }
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = measure(node.selectionSet, 0, new Set());
        // Tools (GraphiQL, codegen) read the schema with a standard query 14 levels deep.
        const introspectionOnly = node.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
        const allowed = introspectionOnly ? Math.max(maxDepth, INTROSPECTION_DEPTH) : maxDepth;
        if (depth > allowed) {
          context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${allowed} allowed.`, { nodes: [node] }));
        }
        if (rootFields(node.selectionSet, fragments).filter((name) => THROTTLED_FIELDS.has(name)).length > 1) {
          context.reportError(new GraphQLError(ONE_THROTTLED_FIELD, { nodes: [node] }));
        }
      },
    };
  };
}
