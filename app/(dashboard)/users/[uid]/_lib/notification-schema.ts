import { z } from "zod";
import { phoneNumber, timezoneName } from "@/lib/schemas/notification-preferences";
import { uidSchema } from "@/lib/schemas/users";

// What an admin changes of one user's notifications: where email and SMS go, the timezone their schedule is
// read in, and the choices the app's settings let users make.

const choice = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const userNotificationsForm = z.object({
  uid: uidSchema,
  email: z.union([z.literal(""), z.email("Enter an email address, or leave it empty.").max(254)]),
  phno: z.union([z.literal(""), phoneNumber]),
  timezone: timezoneName,
  dnd: z.boolean(),
  groupMessages: choice,
  oneOnOneMessages: choice,
});
export type UserNotificationsForm = z.input<typeof userNotificationsForm>;

export const unmuteInput = z.object({
  uid: uidSchema,
  id: z.string().min(1).max(100),
  type: z.enum(["oneOnOne", "group"]),
});
