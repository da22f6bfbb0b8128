import { z } from "zod";

const template = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what} URL template.`)
    .max(500)
    .refine((v) => /^https?:\/\//.test(v.replaceAll("{appId}", "a").replaceAll("{region}", "us")), {
      error: "Start with http:// or https://.",
    })
    .refine((v) => URL.canParse(v.replaceAll("{appId}", "a").replaceAll("{region}", "us")), {
      error: "This is not a valid URL template.",
    });

const secret = z.string().trim().max(500);

export const connectionInput = z
  .object({
    name: z.string().trim().min(1, "Enter a name.").max(80),
    appId: z
      .string()
      .trim()
      .min(1, "Enter the app id.")
      .max(100)
      .regex(/^[A-Za-z0-9._-]+$/, { error: "Use letters, digits, dots, dashes and underscores." }),
    region: z.enum(["us", "eu", "in"], { error: "Choose a region." }),
    apiKey: secret.min(1, "Enter the app's REST API key."),
    mgmtKey: secret,
    mgmtSecret: secret,
    chatUrl: template("chat API"),
    callUrl: template("calls API"),
    mgmtUrl: template("management API"),
  })
  .refine((v) => Boolean(v.mgmtKey) === Boolean(v.mgmtSecret), {
    path: ["mgmtSecret"],
    error: "Give both the management key and its secret, or neither.",
  });

export type ConnectionInput = z.infer<typeof connectionInput>;
