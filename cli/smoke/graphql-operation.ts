import { type DocumentNode, Kind, parse } from 'graphql';

/** The one operation definition of a GraphQL document. */
export interface GraphqlOperationHead {
  type: 'query' | 'mutation' | 'subscription';
  /** Undefined for an anonymous operation (`{ … }` or `query { … }`). */
  name: string | undefined;
}

/** What a document holds, as the guard needs it: its only operation, or why there is none to judge. */
export type DocumentReading = { operation: GraphqlOperationHead } | { problem: string };

/**
 * The only operation of a document, read by the reference parser (`graphql`'s
 * `parse`, so block strings, escapes and comments are what a server sees).
 * Fragments may accompany it; anything else is a problem: a document that
 * does not parse, holds type-system definitions, or has no or several
 * operations (which one a server runs would depend on its rules for
 * `operationName`, and the guard does not guess).
 */
export function soleOperation(document: string): DocumentReading {
  let parsed: DocumentNode;
  try {
    parsed = parse(document, { noLocation: true });
  } catch {
    return { problem: 'a GraphQL document that does not parse' };
  }
  const operations: GraphqlOperationHead[] = [];
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      operations.push({ type: definition.operation, name: definition.name?.value });
    } else if (definition.kind !== Kind.FRAGMENT_DEFINITION) {
      return { problem: `a GraphQL document with a ${definition.kind} definition` };
    }
  }
  const [operation] = operations;
  if (operations.length !== 1 || !operation) return { problem: `a GraphQL document with ${operations.length} operations` };
  return { operation };
}


/** Whether a text parses as a GraphQL document (a REST search text usually does not). */
export function isGraphqlDocument(text: string): boolean {
  try {
    parse(text, { noLocation: true });
    return true;
  } catch {
    return false;
  }
}
