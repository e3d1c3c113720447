import { HeartHandshake } from "lucide-react";
import { Link } from "wouter";
import { ACCOUNT_DATA_MSG as m } from "../../shared/messages/account-data";
import { PageContainer } from "../components/layout/page";
import { buttonVariants } from "../components/ui/button";
import { StatusCard } from "../features/account";
import { useDocumentTitle } from "../lib/document-title";
import { paths } from "../lib/paths";

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
