import { CalendarDays, Flame, House, Info, SearchX, Trophy } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";
import { NOT_FOUND_PAGE_MSG } from "#shared/messages/common.ts";

const popular = [
  { label: "Hot Quips", href: paths.home.getHref("hot"), icon: Flame },
  { label: "Top All Time", href: paths.home.getHref("topAllTime"), icon: Trophy },
  { label: "Topic of the Day", href: paths.home.getHref("topicOfTheDay"), icon: CalendarDays },
];

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 md:py-16">
      <Card className="px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-gray-900 md:text-3xl">
          {NOT_FOUND_PAGE_MSG.title}
        </h1>
        <p className="mt-3 text-gray-700">{NOT_FOUND_PAGE_MSG.body}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={paths.home.getHref()} className={buttonVariants({ size: "lg" })}>
            <House aria-hidden="true" className="size-5" />
            Back to Feed
          </Link>
          <Link
            href={paths.about.getHref()}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            <Info aria-hidden="true" className="size-5" />
            Learn About Us
          </Link>
        </div>
        <nav aria-labelledby="not-found-popular" className="mt-8 border-t border-gray-200 pt-6">
          <h2 id="not-found-popular" className="text-sm font-bold text-gray-900">
            Or try one of these
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {popular.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <Link
                  href={href}
                  className="inline-flex items-center gap-1.5 rounded-full border border-gray-200 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:border-gray-300 hover:bg-gray-50 hover:text-brand-strong"
                >
                  <Icon aria-hidden="true" className="size-4 text-brand" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </div>
  );
}
