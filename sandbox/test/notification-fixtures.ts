import { privateKeyPem as pem } from "../src/seed/notifications";

export const RSA = pem("rsa");
export const EC = pem("ec");

export const serviceAccount = (over: Record<string, unknown> = {}) => ({
  type: "service_account",
  project_id: "chat-admin-demo",
  private_key_id: "0123456789abcdef0123456789abcdef01234567",
  private_key: RSA,
  client_email: "firebase-adminsdk@chat-admin-demo.iam.gserviceaccount.com",
  client_id: "109876543210",
  ...over,
});
export const apns = (over: Record<string, unknown> = {}) => ({
  keyId: "ABC123DEFG",
  teamId: "DEF123GHIJ",
  bundleId: "com.example.chat",
  p8KeyFilename: "AuthKey_ABC123DEFG.p8",
  p8Key: EC,
  ...over,
});
