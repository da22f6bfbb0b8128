"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { changePassword } from "@/lib/auth/password";
import { revokeSessionByHandle, revokeSessions, sessionHandle } from "@/lib/auth/sessions";
import { limitedAccountCheck } from "@/lib/auth/sign-in-limit";
import { confirmEnrolment, startEnrolment, turnOffTwoFactor } from "@/lib/auth/two-factor";
import { getDb } from "@/lib/db";
import { changePasswordInput, confirmTotpInput, disableTotpInput } from "@/lib/schemas/admins";
import { actionClient, UserFacingError } from "@/lib/server/action";

export const endSessionAction = actionClient
  .metadata({ name: "account.end-session", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({ handle: z.string().min(1).max(100) }))
  .action(async ({ parsedInput, ctx }) => {
    if (parsedInput.handle === sessionHandle(ctx.admin.sessionId)) {
      throw new UserFacingError("This is the session you are using: sign out instead.");
    }
    if (!(await revokeSessionByHandle(await getDb(), ctx.admin.id, parsedInput.handle))) {
      throw new UserFacingError("That session has already ended.");
    }
    revalidatePath("/account");
    return { ended: 1 };
  });

export const endOtherSessionsAction = actionClient
  .metadata({ name: "account.end-other-sessions", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const ended = await revokeSessions(await getDb(), ctx.admin.id, ctx.admin.sessionId);
    revalidatePath("/account");
    return { ended };
  });

export const changePasswordAction = actionClient
  .metadata({ name: "account.change-password", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(changePasswordInput)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const changed = await limitedAccountCheck(db, ctx.admin.id, () =>
      changePassword(db, ctx.admin, parsedInput.current, parsedInput.password),
    );
    if (!changed) throw new UserFacingError("The current password is not right.");
    revalidatePath("/account");
    return { changed: true };
  });

export const startTwoFactorAction = actionClient
  .metadata({ name: "account.two-factor.start", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => startEnrolment(await getDb(), ctx.admin));

export const confirmTwoFactorAction = actionClient
  .metadata({ name: "account.two-factor.enable", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(confirmTotpInput)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const codes = await limitedAccountCheck(db, ctx.admin.id, () =>
      confirmEnrolment(db, ctx.admin.id, parsedInput.code),
    );
    if (!codes) throw new UserFacingError("That code is not right: enter the one the app shows now.");
    revalidatePath("/account/security");
    return { recoveryCodes: codes };
  });

export const disableTwoFactorAction = actionClient
  .metadata({ name: "account.two-factor.disable", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(disableTotpInput)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const outcome = await limitedAccountCheck(
      db,
      ctx.admin.id,
      () => turnOffTwoFactor(db, ctx.admin.id, parsedInput.password, parsedInput.code),
      (o) => o === "off",
    );
    if (outcome === "wrong-password") {
      throw new UserFacingError(
        "The password is not right. The code entered with it is used up all the same: enter a new one.",
      );
    }
    if (outcome === "wrong-code") throw new UserFacingError("That code is not right.");
    revalidatePath("/account/security");
    return { disabled: true };
  });
