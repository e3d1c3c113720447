import { LogOut, Settings, Shield } from "lucide-react";
import { Link } from "wouter";
import { paths, serverPages } from "../../../app/paths";
import { buttonVariants } from "../../../components/ui/button";

/** On one's own profile: Edit (settings), Admin (administrators), and Logout. */
export function OwnProfileActions({ isAdmin }: { isAdmin: boolean }) {
  const secondary = buttonVariants({ variant: "secondary", size: "sm" });
  return (
    <>
      <Link href={paths.editProfile.getHref()} className={secondary}>
        <Settings aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {isAdmin ? (
        <Link href={paths.admin.getHref()} className={secondary}>
          <Shield aria-hidden="true" className="size-4" />
          Admin
        </Link>
      ) : null}
      {/* A full page load: the server ends the session and sends the browser home. */}
      <a href={serverPages.logout} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </a>
    </>
  );
}
