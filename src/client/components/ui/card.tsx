import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

type CardProps = HTMLAttributes<HTMLElement> & { as?: "div" | "section" | "article" | "aside" };

/** A white, rounded card with a soft border: the site's basic surface. */
export function Card({ as: Tag = "div", className, ...props }: CardProps) {
  return (
    <Tag
      className={cn("rounded-2xl border border-gray-200 bg-white shadow-xs", className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-5", className)} {...props} />;
}

type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  as?: "h1" | "h2" | "h3";
  children: ReactNode;
};

export function CardTitle({ as: Tag = "h2", className, ...props }: CardTitleProps) {
  return <Tag className={cn("text-lg font-bold text-gray-900", className)} {...props} />;
}
