import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "./_components/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">
        <div>
          <h1 className="mb-1 text-xl font-semibold">Forgot your password?</h1>
          <p className="text-sm text-muted-foreground">We mail a link that sets a new one.</p>
        </div>
        <ForgotPasswordForm />
        <Link className="text-sm text-primary underline" href="/sign-in">
          Back to sign in
        </Link>
      </div>
    </main>
  );
}
