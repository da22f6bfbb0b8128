// How each provider's own credentials look, as its console issues them. The service takes any text (its
// published examples are placeholders), so these only warn under the field; they never block a save.

/** A PKCS#8 private key in PEM, as a Firebase service account and an APNs `.p8` file hold it. */
const PEM_KEY = /^\s*-----BEGIN PRIVATE KEY-----\s*[A-Za-z0-9+/=\s]{40,}?\s*-----END PRIVATE KEY-----\s*$/;

const shape =
  (pattern: RegExp, warning: string) =>
  (value: string): string | undefined =>
    value === "" || pattern.test(value) ? undefined : warning;

/** Per credential, the warning its value earns when it does not look like one (undefined: it does, or is blank). */
export const CREDENTIAL_WARNINGS = {
  privateKey: shape(
    PEM_KEY,
    "This does not look like a private key (-----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----); the provider may refuse it.",
  ),
  privateKeyId: shape(
    /^[0-9a-f]{40}$/,
    "A service account's private key id is usually 40 hexadecimal characters.",
  ),
  projectId: shape(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, "This does not look like a Firebase project id."),
  clientEmail: shape(
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    "This does not look like the service account's email address.",
  ),
  keyId: shape(/^[A-Z0-9]{10}$/, "Apple's key ids are 10 capital letters and digits."),
  teamId: shape(/^[A-Z0-9]{10}$/, "Apple's team ids are 10 capital letters and digits."),
  bundleId: shape(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, "A bundle id usually reads like com.example.app."),
  twilioAccountSID: shape(
    /^AC[0-9a-fA-F]{32}$/,
    "Twilio's account SIDs are AC and 32 hexadecimal characters.",
  ),
  twilioAuthToken: shape(/^[0-9a-fA-F]{32}$/, "Twilio's auth tokens are 32 hexadecimal characters."),
  phoneNumber: shape(/^\+[1-9]\d{6,14}$/, "Twilio sends from numbers in E.164 form, such as +13611364718."),
  sendGridApiKey: shape(/^SG\.[A-Za-z0-9_.=-]{10,}$/, "SendGrid's API keys start with SG."),
  sendGridTemplateID: shape(
    /^d-[0-9a-f]{32}$/,
    "A dynamic template's id is d- and 32 hexadecimal characters.",
  ),
  sendGridUnsubscribeGroupID: shape(/^\d{1,10}$/, "An unsubscribe group's id is a number."),
} as const;

/** What a Firebase service account file's contents earn: the first credential in it that looks wrong. */
export function serviceAccountWarning(text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined; // Not JSON at all: the form refuses it.
  }
  if (typeof json !== "object" || json === null) return undefined;
  const account = json as Record<string, unknown>;
  const checks = [
    ["private_key", CREDENTIAL_WARNINGS.privateKey],
    ["private_key_id", CREDENTIAL_WARNINGS.privateKeyId],
    ["project_id", CREDENTIAL_WARNINGS.projectId],
    ["client_email", CREDENTIAL_WARNINGS.clientEmail],
  ] as const;
  for (const [key, warn] of checks) {
    const value = account[key];
    const warning = typeof value === "string" ? warn(value) : undefined;
    if (warning) return `${key}: ${warning}`;
  }
  return undefined;
}
