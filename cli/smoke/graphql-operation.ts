/** An operation definition at the top level of a GraphQL document. */
export interface GraphqlOperationHead {
  type: 'query' | 'mutation' | 'subscription';
  /** Undefined for an anonymous operation (`{ … }` or `query { … }`). */
  name: string | undefined;
}

const isOperationType = (word: string): word is GraphqlOperationHead['type'] =>
  word === 'query' || word === 'mutation' || word === 'subscription';

/**
 * The operation definitions of a document, read at nesting depth 0 only, with
 * strings, block strings and comments skipped: a field called `mutation` or a
 * string holding "mutation" does not count. Fragments are left out. Not a
 * full parser: just enough to tell what the server would execute.
 */
export function operationHeads(document: string): GraphqlOperationHead[] {
  const heads: GraphqlOperationHead[] = [];
  let depth = 0;
  let pending: GraphqlOperationHead | 'fragment' | undefined;
  let expectName = false;
  let i = 0;
  while (i < document.length) {
    const c = document.charAt(i);
    if (c === '#') {
      const end = document.indexOf('\n', i);
      i = end === -1 ? document.length : end + 1;
    } else if (document.startsWith('"""', i)) {
      const end = document.indexOf('"""', i + 3);
      i = end === -1 ? document.length : end + 3;
    } else if (c === '"') {
      i += 1;
      while (i < document.length && document.charAt(i) !== '"') i += document.charAt(i) === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '{' || c === '(' || c === '[') {
      if (depth === 0 && c === '{') {
        if (pending === undefined) heads.push({ type: 'query', name: undefined });
        else if (pending !== 'fragment') heads.push(pending);
        pending = undefined;
      }
      expectName = false;
      depth += 1;
      i += 1;
    } else if (c === '}' || c === ')' || c === ']') {
      depth = Math.max(0, depth - 1);
      i += 1;
    } else if (/[_A-Za-z]/.test(c)) {
      const word = /^[_A-Za-z][_0-9A-Za-z]*/.exec(document.slice(i))?.[0] ?? c;
      if (depth === 0) {
        if (expectName && pending !== undefined && pending !== 'fragment') pending.name = word;
        else if (isOperationType(word)) pending = { type: word, name: undefined };
        else if (word === 'fragment') pending = 'fragment';
        expectName = isOperationType(word) && !expectName;
      }
      i += word.length;
    } else {
      i += 1;
    }
  }
  return heads;
}

/**
 * The operation a server would run for `operationName`: the one with that
 * name, or the only operation of the document. Undefined when the choice is
 * ambiguous or names nothing (a server refuses those; so does the guard).
 */
export function selectedOperation(document: string, operationName: string | undefined): GraphqlOperationHead | undefined {
  const heads = operationHeads(document);
  if (operationName) return heads.find((head) => head.name === operationName);
  return heads.length === 1 ? heads[0] : undefined;
}
