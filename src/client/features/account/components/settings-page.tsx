import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageContainer, PageHeader } from "#client/components/layout/page.tsx";
import { paths } from "#client/lib/paths.ts";
import { SettingsNav } from "./settings-nav";

/** Either settings page: the way back to the profile, its heading, the nav between the two, its sections. */
export function SettingsPage({
  description,
  children,
}: {
  description: string;
  children: ReactNode;
}) {
  return (
    <PageContainer>
      <Link
        href={paths.profile.getHref()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-brand-strong underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to profile
      </Link>
      <PageHeader title="Settings" description={description} />
      <SettingsNav />
      <div className="space-y-4">{children}</div>
    </PageContainer>
  );
}
