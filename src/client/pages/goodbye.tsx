import { HeartHandshake } from "lucide-react";
import { Link } from "wouter";
import { PageContainer } from "#client/components/layout/page.tsx";
import { buttonVariants } from "#client/components/ui/button.tsx";
import { StatusCard } from "#client/features/account/index.ts";
import { useDocumentTitle } from "#client/lib/document-title.ts";
import { paths } from "#client/lib/paths.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";

/** /goodbye: where a member lands, signed out, once their account is deleted. */
export function GoodbyePage() {
  useDocumentTitle(m.goodbyeTitle);
  return (
    <PageContainer width="narrow" className="md:py-12">
      <StatusCard
        icon={HeartHandshake}
        title={m.goodbyeTitle}
        actions={
          <Link href={paths.home.getHref()} className={buttonVariants()}>
            {m.goodbyeHome}
          </Link>
        }
      >
        {m.goodbyeBody}
      </StatusCard>
    </PageContainer>
  );
}
