import { dataEnvelope, successEnvelope } from "../schemas/common";
import { emailProviderFields, emailProviderInput, emailProviderSchema } from "../schemas/email";
import { contract } from "./define";

// The app's email notification provider settings (chat API).

const PATH = "/notifications/email/v1/providers/emailprovider";

export const getEmailProvider = contract({
  api: "chat",
  method: "get",
  path: PATH,
  summary: "Read the email notification provider settings (404 when none are stored).",
  tag: "Email notifications",
  response: dataEnvelope(emailProviderSchema),
});

export const createEmailProvider = contract({
  api: "chat",
  method: "post",
  path: PATH,
  summary:
    "Store the email notification provider settings (replacing any stored). senderEmailForReplies is required when allowEmailReplies is true.",
  tag: "Email notifications",
  body: emailProviderInput,
  response: dataEnvelope(emailProviderSchema),
});

export const updateEmailProvider = contract({
  api: "chat",
  method: "put",
  path: PATH,
  summary: "Update some of the stored email provider settings; the result must still satisfy the POST rules.",
  tag: "Email notifications",
  body: emailProviderFields,
  response: dataEnvelope(emailProviderSchema),
});

export const deleteEmailProvider = contract({
  api: "chat",
  method: "delete",
  path: PATH,
  summary: "Remove the email provider settings.",
  tag: "Email notifications",
  response: successEnvelope,
});
