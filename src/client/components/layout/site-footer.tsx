import { AtSign, Camera, MessageSquareQuote } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths, socialLinks } from "#client/lib/paths.ts";

const companyLinks = [
  { label: "About", href: paths.about.getHref() },
  { label: "Privacy Policy", href: paths.privacy.getHref() },
  { label: "Terms of Service", href: paths.terms.getHref() },
  { label: "Contact Us", href: paths.contact.getHref() },
];

const accountLinks = [
  { label: "My Profile", href: paths.profile.getHref() },
  { label: "Settings", href: paths.editProfile.getHref() },
];

const social = [
  { ...socialLinks.x, icon: AtSign },
  { ...socialLinks.instagram, icon: Camera },
];

const linkClass = "rounded text-sm text-gray-700 hover:text-brand-strong hover:underline";

/**
 * On every screen. `onNavigate` runs before an inside link is followed (to save the feed);
 * `themeSwitch` sits beside the copyright line.
 */
export function SiteFooter({
  onNavigate,
  themeSwitch,
}: {
  onNavigate?: () => void;
  themeSwitch?: ReactNode;
}) {
  return (
    <footer className="border-t border-gray-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold text-brand-strong">
            <MessageSquareQuote aria-hidden="true" className="size-5" />
            Quip
          </p>
          <p className="mt-2 text-sm text-gray-700">
            Short jokes, anonymous for their first 48 hours.
          </p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="text-sm font-bold text-gray-900">
            Company
          </h2>
          <ul className="mt-3 grid gap-2">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={onNavigate} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className="text-sm font-bold text-gray-900">
            Account
          </h2>
          <ul className="mt-3 grid gap-2">
            {accountLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={onNavigate} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social" className="col-span-2 md:col-span-1">
          <h2 id="footer-social" className="text-sm font-bold text-gray-900">
            Follow Quip
          </h2>
          <ul className="mt-3 grid gap-2">
            {social.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto flex max-w-6xl flex-col-reverse items-center gap-3 px-4 py-4 md:flex-row md:justify-between">
          <p className="text-sm text-gray-600">© 2025 Quip. All rights reserved.</p>
          {themeSwitch}
        </div>
      </div>
    </footer>
  );
}
