import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { PageSection } from "@/components/section/page-section";
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
      <PageSection id="two-factor" title="Two-factor sign-in">
        <TwoFactorSection enabled={me.twoFactor} />
      </PageSection>
      <PageSection id="password" title="Change password">
        <p className="text-sm text-muted-foreground">Your other sessions end when the password changes.</p>
        <ChangePasswordForm />
      </PageSection>
    </div>
  );
}
