import type { LucideIcon } from "lucide-react";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Card } from "#client/components/ui/card.tsx";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";

export type InfoSection = { id: string; title: string; body: ReactNode };

/** Readable long text: paragraphs, lists and links styled from the container. */
const prose =
  "text-[1.0625rem] leading-7 text-gray-800 [&_a]:font-semibold [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-2 " +
  "[&_a:hover]:text-gray-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 " +
  "[&_strong]:text-gray-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * A public information page (about, privacy, terms): title, optional "Last updated" line and
 * intro, numbered sections, and on wide screens a table of contents that stays in view.
 */
export function InfoPage({
  title,
  icon: Icon,
  updated,
  intro,
  sections,
  showContents = true,
  footer,
}: {
  title: string;
  icon: LucideIcon;
  updated?: string;
  intro: ReactNode;
  sections: InfoSection[];
  showContents?: boolean;
  /** What closes the page; a "Contact us" note by default, nothing with null. */
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:py-10">
      <div className={showContents ? "lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10" : ""}>
        {showContents ? (
          <nav aria-labelledby="contents-title" className="hidden lg:block">
            <div className="sticky top-24">
              <h2 id="contents-title" className="text-sm font-bold text-gray-900">
                On this page
              </h2>
              <ol className="mt-3 space-y-1 border-l border-gray-200 text-sm">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-gray-700 hover:border-brand hover:text-gray-900"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <Card as="article" aria-labelledby="info-title" className="px-5 py-8 sm:px-10 sm:py-10">
          <div className="mx-auto max-w-[68ch]">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h1
              id="info-title"
              className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 md:text-4xl"
            >
              {title}
            </h1>
            {updated ? (
              <p className="mt-2 text-sm font-semibold text-gray-600">Last updated: {updated}</p>
            ) : null}
            <div className={`mt-4 ${prose} text-lg`}>{intro}</div>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-10">
                <h2
                  id={section.id}
                  className="scroll-mt-24 text-xl font-bold tracking-tight text-gray-900 md:text-2xl"
                >
                  {section.title}
                </h2>
                <div className={prose}>{section.body}</div>
              </section>
            ))}
            {footer === undefined ? <ContactNote /> : footer}
          </div>
        </Card>
      </div>
    </div>
  );
}

/** The end of every information page: where to ask. */
function ContactNote() {
  return (
    <p className="mt-12 flex items-start gap-3 rounded-xl bg-gray-50 p-4 text-gray-800">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span>
        Questions about anything on this page?{" "}
        <Link
          href={paths.contact.getHref()}
          className="font-semibold text-brand-strong underline underline-offset-2"
        >
          Contact us
        </Link>{" "}
        and a real person will answer.
      </span>
    </p>
  );
}
