import { Fragment } from "react";
import { Link } from "wouter";
import { findLinks } from "#client/lib/find-links.ts";
import { usePageOrigin } from "#client/lib/server-page.ts";

const LINK_CLASS = "font-medium break-all text-brand-strong underline hover:text-brand";

/**
 * A member's text with its web addresses made links: as elements, never as HTML. Links out
 * open a new tab (the reader keeps their place) and pass no credit or opener to the site;
 * links to one of our quips stay in the app.
 */
export function LinkedText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const origin = usePageOrigin();
  return findLinks(text, origin).map((part) => {
    if (part.kind === "text") return <Fragment key={part.start}>{part.text}</Fragment>;
    if (part.kind === "quip") {
      return (
        <Link key={part.start} href={part.href} onClick={onNavigate} className={LINK_CLASS}>
          {part.text}
        </Link>
      );
    }
    return (
      <a
        key={part.start}
        href={part.href}
        target="_blank"
        rel="nofollow ugc noopener"
        className={LINK_CLASS}
      >
        {part.text}
      </a>
    );
  });
}
