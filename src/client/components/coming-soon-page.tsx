import type { LucideIcon } from "lucide-react";
import { Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";
import { PageContainer, PageHeader } from "./layout/page";
import { buttonVariants } from "./ui/button";
import { Card } from "./ui/card";

/**
 * A route's frame while its screen is being built: the real heading and title, and a friendly
 * "coming soon" card. Each page file swaps this for its real content.
 */
export function ComingSoonPage({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader
        title={title}
        description={description}
        icon={
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        }
      />
      {children}
      <Card as="section" aria-labelledby="coming-soon-title" className="px-6 py-10 text-center">
        <Hammer aria-hidden="true" className="mx-auto size-8 text-gray-500" />
        <h2 id="coming-soon-title" className="mt-3 text-lg font-bold text-gray-900">
          Coming soon
        </h2>
        <p className="mx-auto mt-2 max-w-sm text-gray-600">
          We're still building this page. Check back shortly — the jokes will wait.
        </p>
        <Link
          href={paths.home.getHref()}
          className={buttonVariants({ variant: "secondary", className: "mt-5" })}
        >
          Back to the feed
        </Link>
      </Card>
    </PageContainer>
  );
}
