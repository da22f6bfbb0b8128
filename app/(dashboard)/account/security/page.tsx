import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db";
import { twoFactorRequired } from "@/lib/settings";
import { ChangePasswordForm } from "./_components/change-password-form";
import { TwoFactorSection } from "./_components/two-factor-section";

export const metadata: Metadata = { title: "Account security" };

export default async function AccountSecurityPage() {
  const me = await guardPage("viewer", { withoutTwoFactor: true });
  const required = await twoFactorRequired(await getDb());
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <PageHeader title="Account security">
        Your password and two-factor sign-in. Active sessions are on{" "}
        <Link className="text-primary underline" href="/account">
          your account page
        </Link>
        .
      </PageHeader>
      {required && !me.twoFactor ? (
        <p role="alert" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          An owner requires two-factor sign-in for every admin: set it up below to go on.
        </p>
      ) : null}
      <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          Two-factor sign-in
        </h2>
        <TwoFactorSection enabled={me.twoFactor} />
      </section>
      <section aria-labelledby="password-heading" className="flex flex-col gap-3">
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <p className="text-sm text-muted-foreground">Your other sessions end when the password changes.</p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
