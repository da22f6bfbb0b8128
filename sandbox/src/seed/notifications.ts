import { generateKeyPairSync } from "node:crypto";
import type { Region } from "../core/apps";
import { type MessageRow, messageView } from "../core/messages";
import { type Kind, saveProvider } from "../core/notification-providers";
import { saveNotificationUser } from "../core/notification-users";
import { notifyMessage } from "../core/notify";
import type { Db } from "../db/types";
import type { Rng } from "./prng";

/** How many of the latest messages get their notification decisions logged. */
const LOGGED_MESSAGES = 400;

/** A fresh PKCS#8 private key in PEM: RSA as a Firebase service account holds, EC P-256 as an APNs .p8 file. */
export const privateKeyPem = (type: "rsa" | "ec") =>
  (type === "rsa"
    ? generateKeyPairSync("rsa", { modulusLength: 2048 })
    : generateKeyPairSync("ec", { namedCurve: "prime256v1" })
  ).privateKey.export({ type: "pkcs8", format: "pem" }) as string;

/**
 * Push (FCM for Android, APNs for iOS), Twilio and SendGrid providers with made-up credentials, the devices
 * and contact details of most users, a few mutes and do-not-disturbs, and the notification log of the latest
 * messages as the notification path would have written it.
 */
export function seedNotifications(
  db: Db,
  app: { id: string; region: Region },
  rng: Rng,
  uids: string[],
  anchor: number,
) {
  const providers: [Kind, string, Record<string, unknown>][] = [
    [
      "fcm",
      "fcm-android",
      {
        serviceAccountFilename: "chat-demo-firebase-adminsdk.json",
        serviceAccountCreds: {
          type: "service_account",
          project_id: "chat-demo",
          private_key_id: rng.hex(20),
          private_key: privateKeyPem("rsa"),
          client_email: "firebase-adminsdk@chat-demo.iam.gserviceaccount.com",
          client_id: String(rng.int(100_000_000_000, 999_999_999_999)),
        },
      },
    ],
    [
      "apns",
      "apns-ios",
      {
        keyId: "DEMO12KEY3",
        teamId: "DEMOTEAM45",
        bundleId: "com.example.chatdemo",
        p8KeyFilename: "AuthKey_DEMO12KEY3.p8",
        p8Key: privateKeyPem("ec"),
        includeContentAvailable: false,
        includeMutableContent: true,
        productionMode: false,
      },
    ],
    [
      "twilio",
      "",
      {
        twilioAccountSID: `AC${rng.hex(16)}`,
        twilioAuthToken: rng.hex(16),
        twilioSenderPhoneNumber: "+13611364718",
        isEnabled: true,
      },
    ],
    [
      "sendgrid",
      "",
      {
        sendGridApiKey: `SG.${rng.hex(11)}.${rng.hex(21)}`,
        sendGridTemplateID: `d-${rng.hex(16)}`,
        sendGridUnsubscribeGroupID: String(rng.int(10_000, 99_999)),
        senderName: "Chat demo",
        senderEmail: "notifications@chat-demo.example",
        allowEmailReplies: false,
        isEnabled: true,
      },
    ],
  ];
  let devices = 0;
  const addToken = db.prepare(
    "INSERT INTO auth_tokens (app_id, uid, auth_token, created_at) VALUES (?, ?, ?, ?)",
  );
  const addDevice = db.prepare(
    `INSERT OR IGNORE INTO push_tokens (app_id, push_token, uid, auth_token, platform, provider_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const addMute = db.prepare(
    `INSERT OR IGNORE INTO notification_mutes (app_id, uid, conversation_type, conversation_id, until)
     VALUES (?, ?, 'oneOnOne', ?, NULL)`,
  );
  db.transaction(() => {
    for (const [kind, id, config] of providers) saveProvider(db, app.id, kind, id, config, true, anchor);
    for (const uid of uids) {
      const email = rng.chance(0.6) ? `${uid}@chat-demo.example` : undefined;
      const phno = rng.chance(0.3) ? `+1415555${String(rng.int(0, 9999)).padStart(4, "0")}` : undefined;
      if (email || phno)
        saveNotificationUser(db, app.id, uid, { email: email ?? null, phno: phno ?? null }, anchor * 1000);
      if (rng.chance(0.05)) {
        saveNotificationUser(
          db,
          app.id,
          uid,
          { preferences: JSON.stringify({ mutePreferences: { dnd: 2 } }) },
          anchor * 1000,
        );
      }
      const count = rng.chance(0.75) ? rng.int(1, 2) : 0;
      for (let i = 0; i < count; i++) {
        const at = anchor - rng.int(60, 86_400 * 20);
        const authToken = `${uid}_${at}${rng.hex(16)}`;
        addToken.run(app.id, uid, authToken, at);
        const android = rng.chance(0.55);
        addDevice.run(
          app.id,
          rng.hex(32),
          uid,
          authToken,
          android ? "fcm_android" : "apns_ios_device",
          anchor * 1000,
          anchor * 1000,
        );
        devices += 1;
      }
    }
    for (const uid of uids.filter(() => rng.chance(0.04))) {
      const other = uids[rng.int(0, uids.length - 1)] as string;
      if (other === uid) continue;
      addMute.run(app.id, uid, other);
    }
  })();

  const latest = db
    .prepare(
      `SELECT * FROM messages WHERE app_id = ? AND category IN ('message', 'custom') AND deleted_at IS NULL
         AND sender <> 'app_system' ORDER BY id DESC LIMIT ?`,
    )
    .all(app.id, LOGGED_MESSAGES) as MessageRow[];
  let logged = 0;
  db.transaction(() => {
    for (const row of latest.reverse()) {
      // Decided a moment after the message was sent, as the service does.
      const at = row.sent_at * 1000 + rng.int(20, 400);
      notifyMessage({ db, now: () => at }, app, messageView(row));
      logged += 1;
    }
  })();
  return { devices, logged };
}
