/*
 * DOMPurify needs two things happy-dom 21 does not do as browsers do (the
 * DOMPurify authors do not support happy-dom; cure53/DOMPurify#1457):
 *
 * - Node.prototype.nodeName answers '' for every node, the real name coming
 *   from overrides on Element, Text… (capricorn86/happy-dom#2182). DOMPurify
 *   ≥ 3.4.8 reads nodeName through that getter and drops every element.
 * - NodeIterator is a TreeWalker underneath, so removing the node it stands on
 *   ends the walk (DOM §6.1 "pre-removing steps" are missing) and whatever
 *   follows a removed <script> is never sanitised.
 *
 * Importing this module gives the test DOM both behaviours of the standard.
 * Import it before anything creates a DOMPurify instance (the agreement
 * sanitiser makes its own on first use, so before the first render is enough).
 */

const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

if (base?.get && base.get.call(document.createElement('p')) === '') {
  const fallback = base.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: base.enumerable ?? true,
    get(this: Node): string {
      let proto = Object.getPrototypeOf(this) as object | null;
      while (proto && proto !== Node.prototype) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this) as string;
        proto = Object.getPrototypeOf(proto) as object | null;
      }
      return fallback.call(this) as string;
    },
  });
}

/** The next node in tree order within root, children first. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n.nextSibling) return n.nextSibling;
  }
  return null;
}

/** The node before `node` in tree order (null for the root). */
function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let p = node.previousSibling;
  if (!p) return node.parentNode;
  while (p.lastChild) p = p.lastChild;
  return p;
}

type Filter = NodeFilter | ((node: Node) => number) | null;

/**
 * A forward NodeIterator that survives the removal of its reference node:
 * it remembers the node before the one it returned and, when that one has
 * left the tree, carries on after it (what the pre-removing steps achieve).
 */
class RemovalSafeNodeIterator {
  referenceNode: Node | null = null;
  readonly pointerBeforeReferenceNode = false;
  private before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: Filter,
  ) {}

  private accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }

  nextNode(): Node | null {
    const { root } = this;
    let candidate: Node | null;
    if (!this.referenceNode) candidate = root;
    else if (this.referenceNode === root || root.contains(this.referenceNode)) candidate = following(this.referenceNode, root);
    else candidate = this.before ? following(this.before, root) : null;
    while (candidate && !this.accepts(candidate)) candidate = following(candidate, root);
    if (candidate) {
      this.before = preceding(candidate, root);
      this.referenceNode = candidate;
    }
    return candidate;
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not provided by the test NodeIterator');
  }

  detach(): void {}
}

const probeRoot = document.createElement('div');
probeRoot.innerHTML = '<i></i><b></b>';
const probe = document.createNodeIterator(probeRoot, NodeFilter.SHOW_ELEMENT);
probe.nextNode();
(probe.nextNode() as ChildNode | null)?.remove();
/** The prototype that defines createNodeIterator for `document` (happy-dom's own Document, not the global one). */
function iteratorOwner(): object | null {
  for (let proto = Object.getPrototypeOf(document) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    if (Object.prototype.hasOwnProperty.call(proto, 'createNodeIterator')) return proto;
  }
  return null;
}

const owner = probe.nextNode() === null ? iteratorOwner() : null;
if (owner) {
  Object.defineProperty(owner, 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(this: Document, root: Node, whatToShow = 0xffffffff, filter: Filter = null): NodeIterator {
      return new RemovalSafeNodeIterator(root, whatToShow >>> 0, filter) as unknown as NodeIterator;
    },
  });
}

export {};
