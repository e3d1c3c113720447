import { SquarePen } from "lucide-react";
import { Link } from "wouter";
import type { CurrentUser } from "../../../../shared/schemas/auth";
import { paths } from "../../../app/paths";
import { buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/** A short hello for a signed-in member. `onNavigate` runs before Compose is followed. */
export function MemberGreetingCard({
  user,
  onNavigate,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
}) {
  const name = user.firstName?.trim() || `@${user.username}`;
  return (
    <Card
      as="section"
      aria-labelledby="greeting-title"
      className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="greeting-title" className="text-lg font-bold text-gray-900">
          Hey, {name}!
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Got something funny? Your quip stays anonymous for its first 48 hours.
        </p>
      </div>
      <Link
        href={paths.compose.getHref()}
        onClick={onNavigate}
        className={buttonVariants({ size: "md" })}
      >
        <SquarePen aria-hidden="true" className="size-4" />
        Write a quip
      </Link>
    </Card>
  );
}
