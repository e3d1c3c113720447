/**
 * A small, strict XML 1.0 reader for the tests of the Atom feeds: no XML parser is installed,
 * and adding one for tests alone is not worth a dependency. It reads what a well-formed
 * document may hold without a DTD (a declaration, elements, attributes, text, character and
 * the five predefined entity references, comments) and throws on anything else: an unknown or
 * unterminated entity, a bare `&` or `<`, a duplicate attribute, a tag closed out of order, a
 * character XML forbids, an undeclared namespace prefix, text outside the root.
 */
export interface XmlElementNode {
  /** The local name. */
  name: string;
  /** The namespace the element's prefix (or the default) is bound to. */
  namespace: string | null;
  attributes: Record<string, string>;
  children: Array<XmlElementNode | string>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9._:-]*/;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const XML_NS = "http://www.w3.org/XML/1998/namespace";
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

class XmlSyntaxError extends Error {
  constructor(message: string, at: number) {
    super(`${message} at offset ${at}`);
  }
}

function decodeText(raw: string, at: number): string {
  if (raw.includes("<")) throw new XmlSyntaxError("bare '<'", at);
  if (raw.includes("]]>")) throw new XmlSyntaxError("']]>' in text", at);
  return raw.replace(/&([^;&<\s]*)(;?)/g, (_match, ref: string, semicolon: string) => {
    if (!semicolon) throw new XmlSyntaxError(`unterminated reference '&${ref}'`, at);
    const code = /^#x[0-9A-Fa-f]+$/.test(ref)
      ? Number.parseInt(ref.slice(2), 16)
      : /^#[0-9]+$/.test(ref)
        ? Number.parseInt(ref.slice(1), 10)
        : undefined;
    if (code !== undefined) {
      const char = String.fromCodePoint(code);
      if (FORBIDDEN.test(char)) throw new XmlSyntaxError(`forbidden character &${ref};`, at);
      return char;
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlSyntaxError(`unknown entity '&${ref};'`, at);
    return value;
  });
}

/** Parses a whole document and answers its root element; throws on anything not well formed. */
export function parseXml(source: string): XmlElementNode {
  if (FORBIDDEN.test(source))
    throw new XmlSyntaxError("forbidden character", source.search(FORBIDDEN));
  let pos = 0;
  const fail = (message: string): never => {
    throw new XmlSyntaxError(message, pos);
  };
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos] as string)) pos += 1;
  };
  const readName = () => {
    const match = NAME.exec(source.slice(pos));
    if (!match) fail("expected a name");
    pos += (match as RegExpExecArray)[0].length;
    return (match as RegExpExecArray)[0];
  };
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (source.startsWith("<!--", pos)) {
        const end = source.indexOf("-->", pos + 4);
        if (end === -1) fail("unterminated comment");
        if (source.slice(pos + 4, end).includes("--")) fail("'--' in a comment");
        pos = end + 3;
      } else return;
    }
  };

  if (source.startsWith("<?xml", pos)) {
    const end = source.indexOf("?>", pos);
    if (end === -1) fail("unterminated declaration");
    const declaration = source.slice(pos, end);
    if (
      !/^<\?xml\s+version="1\.[0-9]"(\s+encoding="[A-Za-z][A-Za-z0-9._-]*")?(\s+standalone="(yes|no)")?\s*$/.test(
        declaration,
      )
    )
      fail("malformed declaration");
    pos = end + 2;
  }
  skipMisc();
  if (source.startsWith("<!DOCTYPE", pos)) fail("a DTD is not expected");

  const readElement = (scopes: Record<string, string | null>): XmlElementNode => {
    if (source[pos] !== "<") fail("expected '<'");
    pos += 1;
    const qualified = readName();
    const raw: Record<string, string> = {};
    for (;;) {
      const before = pos;
      skipSpace();
      if (source.startsWith("/>", pos) || source[pos] === ">") break;
      if (pos === before) fail("expected space before an attribute");
      const name = readName();
      skipSpace();
      if (source[pos] !== "=") fail(`expected '=' after ${name}`);
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail("attribute value not quoted");
      const end = source.indexOf(quote as string, pos + 1);
      if (end === -1) fail("unterminated attribute value");
      if (name in raw) fail(`duplicate attribute ${name}`);
      raw[name] = decodeText(source.slice(pos + 1, end), pos);
      pos = end + 1;
    }
    const scope = { ...scopes };
    for (const [name, value] of Object.entries(raw)) {
      if (name === "xmlns") scope[""] = value || null;
      else if (name.startsWith("xmlns:")) scope[name.slice(6)] = value;
    }
    const resolve = (prefix: string) => {
      if (prefix === "xml") return XML_NS;
      if (!(prefix in scope)) fail(`undeclared prefix ${prefix}`);
      return scope[prefix] ?? null;
    };
    const [prefix, local] = qualified.includes(":")
      ? (qualified.split(":") as [string, string])
      : ["", qualified];
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (name === "xmlns" || name.startsWith("xmlns:")) continue;
      if (name.includes(":")) resolve(name.split(":")[0] as string);
      attributes[name] = value;
    }
    const node: XmlElementNode = {
      name: local,
      namespace: prefix ? resolve(prefix) : (scope[""] ?? null),
      attributes,
      children: [],
    };
    if (source.startsWith("/>", pos)) {
      pos += 2;
      return node;
    }
    pos += 1;
    for (;;) {
      const next = source.indexOf("<", pos);
      if (next === -1) fail(`unclosed <${qualified}>`);
      if (next > pos) node.children.push(decodeText(source.slice(pos, next), pos));
      pos = next;
      if (source.startsWith("</", pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== qualified) fail(`</${closing}> closes <${qualified}>`);
        skipSpace();
        if (source[pos] !== ">") fail("expected '>'");
        pos += 1;
        return node;
      }
      if (source.startsWith("<!--", pos)) {
        skipMisc();
        continue;
      }
      if (source.startsWith("<!", pos) || source.startsWith("<?", pos)) fail("unexpected markup");
      node.children.push(readElement(scope));
    }
  };

  const root = readElement({});
  skipMisc();
  if (pos !== source.length) fail("content after the root element");
  return root;
}

/** The element's children of that name (in its own namespace). */
export function childrenNamed(node: XmlElementNode, name: string): XmlElementNode[] {
  return node.children.filter(
    (child): child is XmlElementNode =>
      typeof child !== "string" && child.name === name && child.namespace === node.namespace,
  );
}

/** The one child of that name; throws when there is none or more than one. */
export function onlyChild(node: XmlElementNode, name: string): XmlElementNode {
  const found = childrenNamed(node, name);
  if (found.length !== 1) throw new Error(`<${node.name}> has ${found.length} <${name}>`);
  return found[0] as XmlElementNode;
}

/** The text inside an element, its descendants' included. */
export function textOf(node: XmlElementNode): string {
  return node.children.map((child) => (typeof child === "string" ? child : textOf(child))).join("");
}
