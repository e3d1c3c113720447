import { Flag, KeyRound, Mail } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "#client/components/layout/page.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ContactForm } from "#client/features/contact/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";

const linkClass = "font-semibold text-brand-strong underline underline-offset-2";

/** /contact: write to the people behind Quip. */
export function ContactPage() {
  useDocumentTitle("Contact Us");
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:py-10">
      <PageHeader
        title="Contact Us"
        description="Questions, ideas, or a joke that got away? Write to us and we'll get back to you."
        icon={
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand">
            <Mail aria-hidden="true" className="size-5" />
          </span>
        }
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <Card as="section" aria-label="Contact form" className="p-5 sm:p-8">
          <ContactForm />
        </Card>
        <aside aria-label="Other help" className="space-y-4 text-sm text-gray-700">
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-bold text-gray-900">
              <Flag aria-hidden="true" className="size-4 text-brand" />
              Reporting a quip?
            </h2>
            <p className="mt-2">
              Use the flag on the quip's own page: it reaches our moderators with the quip attached.
            </p>
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-bold text-gray-900">
              <KeyRound aria-hidden="true" className="size-4 text-brand" />
              Locked out?
            </h2>
            <p className="mt-2">
              <Link href={paths.forgotPassword.getHref()} className={linkClass}>
                Reset your password
              </Link>{" "}
              with the email address of your account.
            </p>
          </Card>
        </aside>
      </div>
    </div>
  );
}
