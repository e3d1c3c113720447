import { LogOut, Settings, Shield } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "#client/components/ui/button.tsx";
import { useLogout } from "#client/lib/auth/logout.ts";
import { CONSOLE_LABEL, useStaffRole } from "#client/lib/auth/staff-role.ts";
import { paths } from "#client/lib/paths.ts";

/** On one's own profile: Edit (settings), the console (Admin, or Moderation for moderators), Logout. */
export function OwnProfileActions() {
  const secondary = buttonVariants({ variant: "secondary", size: "sm" });
  const staffRole = useStaffRole();
  const logout = useLogout();
  return (
    <>
      <Link href={paths.editProfile.getHref()} className={secondary}>
        <Settings aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {staffRole ? (
        <Link href={paths.admin.getHref()} className={secondary}>
          <Shield aria-hidden="true" className="size-4" />
          {CONSOLE_LABEL[staffRole]}
        </Link>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => logout.mutate()}
        disabled={logout.isPending || logout.isSuccess}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Logout
      </Button>
    </>
  );
}
