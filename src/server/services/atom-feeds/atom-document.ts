import { element, writeXmlDocument, type XmlElement } from "#server/lib/xml.ts";
import { ATOM_MEDIA_TYPE } from "#shared/rules/atom-feeds.ts";

/** A person as Atom names one: a name, and the page about them. */
export interface AtomPerson {
  name: string;
  uri: string;
}

export interface AtomEntry {
  /** Permanent and unique everywhere: a quip's uuid as a URN. */
  id: string;
  title: string;
  published: Date;
  updated: Date;
  author: AtomPerson;
  /** The quip's own page. */
  link: string;
  content: string;
  category?: { term: string; label: string } | undefined;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  updated: Date;
  author: AtomPerson;
  /** Where this document is read from. */
  self: string;
  /** The page the feed follows. */
  alternate: string;
  generator: AtomPerson;
  entries: AtomEntry[];
}

const ATOM_NS = "http://www.w3.org/2005/Atom";

/** An instant as RFC 3339 wants it, to the second, in UTC. */
const timestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

const person = (tag: "author", who: AtomPerson) =>
  element(tag, {}, element("name", {}, who.name), element("uri", {}, who.uri));

function entryElement(entry: AtomEntry): XmlElement {
  return element(
    "entry",
    {},
    element("id", {}, entry.id),
    element("title", { type: "text" }, entry.title),
    element("link", { rel: "alternate", type: "text/html", href: entry.link }),
    element("published", {}, timestamp(entry.published)),
    element("updated", {}, timestamp(entry.updated)),
    person("author", entry.author),
    ...(entry.category
      ? [element("category", { term: entry.category.term, label: entry.category.label })]
      : []),
    element("content", { type: "text" }, entry.content),
  );
}

/** The feed as an Atom document (RFC 4287), every text escaped by the XML writer. */
export function writeAtomFeed(feed: AtomFeed): string {
  return writeXmlDocument(
    element(
      "feed",
      { xmlns: ATOM_NS, "xml:lang": "en" },
      element("id", {}, feed.id),
      element("title", { type: "text" }, feed.title),
      element("subtitle", { type: "text" }, feed.subtitle),
      element("updated", {}, timestamp(feed.updated)),
      person("author", feed.author),
      element("link", { rel: "self", type: ATOM_MEDIA_TYPE, href: feed.self }),
      element("link", { rel: "alternate", type: "text/html", href: feed.alternate }),
      element("generator", { uri: feed.generator.uri }, feed.generator.name),
      ...feed.entries.map(entryElement),
    ),
  );
}
