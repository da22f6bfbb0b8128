import { APNS, FCM } from "./push-providers";
import { CUSTOM, SENDGRID, TWILIO } from "./single-providers";

/** Every provider's form by its id (a push platform's, or a one-per-app kind's), for the one dialog. */
export const PROVIDERS = {
  fcm: FCM,
  apns: APNS,
  twilio: TWILIO,
  sendgrid: SENDGRID,
  "push-custom": CUSTOM.push,
  "sms-custom": CUSTOM.sms,
  "email-custom": CUSTOM.email,
};
export type ProviderId = keyof typeof PROVIDERS;
