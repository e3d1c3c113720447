import { stripControlCharacters } from "./html";

/** An element: its name, its attributes (an undefined one is left out) and its children. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string | undefined>;
  children: XmlNode[];
}

/** A child is an element or text; text is escaped when written, never trusted as markup. */
export type XmlNode = XmlElement | string;

export function element(
  name: string,
  attributes: Record<string, string | undefined> = {},
  ...children: XmlNode[]
): XmlElement {
  return { name, attributes, children };
}

/**
 * Text for XML 1.0 content and attribute values: the five markup characters as entities, and
 * the control characters XML forbids even as references dropped. Lone surrogates cannot come
 * from the database (its text is UTF-8) but would make the document unreadable, so they go too.
 */
export function escapeXml(text: string): string {
  return stripControlCharacters(text)
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function writeNode(node: XmlNode, indent: string): string {
  if (typeof node === "string") return escapeXml(node);
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  // Where there is text, nothing is added around it: a quip's own line breaks and spaces
  // are kept exactly.
  if (node.children.some((child) => typeof child === "string")) {
    return `<${node.name}${attributes}>${node.children.map((c) => writeNode(c, "")).join("")}</${node.name}>`;
  }
  const inner = `${indent}  `;
  const children = node.children.map((child) => `\n${inner}${writeNode(child, inner)}`).join("");
  return `<${node.name}${attributes}>${children}\n${indent}</${node.name}>`;
}

/** A whole document in UTF-8, its elements indented for people to read. */
export function writeXmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${writeNode(root, "")}\n`;
}
