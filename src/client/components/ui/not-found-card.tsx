import { House, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { paths } from "#client/lib/paths.ts";
import { buttonVariants } from "./button";
import { Card } from "./card";

/** Where a missing subject's card sends the reader: home, unless a nearer page fits. */
interface NotFoundAction {
  href: string;
  label: string;
  icon?: LucideIcon;
}

const GO_HOME: NotFoundAction = { href: paths.home.getHref(), label: "Go Home", icon: House };

/** "X not found." with a word on why and a way on, for a page whose subject is missing. */
export function NotFoundCard({
  icon: Icon,
  title,
  body,
  as: Heading = "h2",
  action = GO_HOME,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  as?: "h1" | "h2";
  action?: NotFoundAction;
}) {
  const ActionIcon = action.icon;
  return (
    <Card as="section" className="px-6 py-10 text-center">
      <Icon aria-hidden="true" className="mx-auto size-8 text-gray-500" />
      <Heading className="mt-3 text-lg font-bold text-gray-900">{title}</Heading>
      <p className="mx-auto mt-2 max-w-sm text-gray-700">{body}</p>
      <Link href={action.href} className={buttonVariants({ className: "mt-5" })}>
        {ActionIcon && <ActionIcon aria-hidden="true" className="size-4" />}
        {action.label}
      </Link>
    </Card>
  );
}
