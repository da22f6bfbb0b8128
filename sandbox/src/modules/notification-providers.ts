import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Contract } from "../../../lib/contract/define";
import {
  PROVIDER_NAME as KIND_NAME,
  type PushPlatform,
  pushProviders,
  type SingleKind,
  singleProviders,
} from "../../../lib/contract/notification-providers";
import type { apnsCreateInput, fcmCreateInput } from "../../../lib/schemas/notifications";
import { maskSecret } from "../../../lib/shared/mask-token";
import type { AppRow } from "../core/apps";
import { type Config, type Kind, providers, saveProvider } from "../core/notification-providers";
import type { Db } from "../db/types";
import { targetProblem } from "../delivery/target";
import { type Deps, seconds } from "../deps";
import { badRequest, conflict, notFound, validationError } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { deleteProvider, setDefaultProvider } from "../store/notification-providers";
import { repliesWebhook } from "./email";

// Push (FCM and APNs, several per app with one default each; a custom webhook), SMS (Twilio, custom) and
// email (SendGrid, custom) providers of the notifications API. Credentials are stored as given and answered
// masked; how they look (a key that parses, an id's shape) is not checked, as the published examples are
// placeholders the service takes: the dashboard's forms warn about it instead.

function find(db: Db, appId: string, kind: Kind, id = "") {
  return providers(db, appId, kind).find((p) => p.id === id);
}

function requireProvider(db: Db, appId: string, kind: Kind, id = "") {
  const found = find(db, appId, kind, id);
  if (!found) {
    throw notFound(
      "ERR_PROVIDER_NOT_FOUND",
      id ? `The ${KIND_NAME[kind]} ${id} does not exist.` : `No ${KIND_NAME[kind]} is saved for this app.`,
    );
  }
  return found;
}

const save = (deps: Deps, appId: string, kind: Kind, id: string, config: Config, isDefault: boolean) =>
  saveProvider(deps.db, appId, kind, id, config, isDefault, seconds(deps));

const remove = (db: Db, appId: string, kind: Kind, id = "") => deleteProvider(db, appId, kind, id);
const setDefault = (db: Db, appId: string, kind: Kind, id: string) => setDefaultProvider(db, appId, kind, id);

const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError("body", parsed.error.issues);
  return parsed.data;
};

/** A custom provider is POSTed to with its credentials: never at a private address or the sandbox itself. */
function checkTarget(deps: Deps, c: Config) {
  const problem = targetProblem(String(c.webhookURL), deps.config.port);
  if (problem)
    throw badRequest(`Failed to validate the body. webhookURL: ${problem}`, { webhookURL: [problem] });
}

const success = { data: { success: true as const } };
/** A write of any kind of provider: their bodies differ, and a handler reads its body as the config it stores. */
type Writes = Contract<"chat", undefined, undefined, z.ZodType> & { body: z.ZodType };
const newId = (kind: Kind) => `${kind}-${randomBytes(5).toString("hex")}`;
// Views: what an answer may show of a stored provider.

const fcmView = (p: { id: string; isDefault: boolean; config: Config }) => {
  const c = p.config as z.output<typeof fcmCreateInput>;
  return {
    providerId: p.id,
    isDefault: p.isDefault,
    ...(c.serviceAccountFilename ? { serviceAccountFilename: c.serviceAccountFilename } : {}),
    serviceAccountCreds: {
      project_id: c.serviceAccountCreds.project_id,
      client_email: c.serviceAccountCreds.client_email,
      private_key_id: maskSecret(c.serviceAccountCreds.private_key_id),
    },
    ...(c.notificationInPayload ? { notificationInPayload: c.notificationInPayload } : {}),
  };
};

const apnsView = (p: { id: string; isDefault: boolean; config: Config }) => {
  const c = p.config as z.output<typeof apnsCreateInput>;
  return {
    providerId: p.id,
    isDefault: p.isDefault,
    keyId: c.keyId,
    teamId: c.teamId,
    bundleId: c.bundleId,
    ...(c.p8KeyFilename ? { p8KeyFilename: c.p8KeyFilename } : {}),
    includeContentAvailable: c.includeContentAvailable ?? false,
    includeMutableContent: c.includeMutableContent ?? false,
    productionMode: c.productionMode ?? false,
  };
};

const customView = (c: Config) => ({
  ...c,
  basicAuthPassword: c.basicAuthPassword ? maskSecret(String(c.basicAuthPassword)) : "",
});

const twilioView = (c: Config) => ({
  twilioAccountSID: maskSecret(String(c.twilioAccountSID)),
  twilioAuthToken: maskSecret(String(c.twilioAuthToken)),
  twilioSenderPhoneNumber: String(c.twilioSenderPhoneNumber),
  isEnabled: c.isEnabled !== false,
});

const sendGridView = (deps: Deps, app: AppRow, c: Config) => ({
  allowEmailReplies: c.allowEmailReplies === true,
  sendGridApiKey: maskSecret(String(c.sendGridApiKey)),
  sendGridTemplateID: String(c.sendGridTemplateID),
  sendGridUnsubscribeGroupID: String(c.sendGridUnsubscribeGroupID),
  senderEmail: String(c.senderEmail),
  ...(c.senderEmailForReplies ? { senderEmailForReplies: String(c.senderEmailForReplies) } : {}),
  senderName: String(c.senderName),
  isEnabled: c.isEnabled !== false,
  repliesWebhook: repliesWebhook(deps, app),
});

// Several providers per platform, one default: FCM and APNs.

function pushPlatformRoutes(
  kind: PushPlatform,
  o: {
    view: (p: { id: string; isDefault: boolean; config: Config }) => unknown;
    /** APNs answers an add with its providers, as published; FCM with `{success: true}`. */
    addAnswersList: boolean;
  },
): AnyRoute[] {
  const c = pushProviders[kind];
  const [add, update] = [c.add as Writes, c.update as Writes];
  const list = (deps: Deps, app: AppRow) => ({
    data: { pushProviders: providers(deps.db, app.id, kind).map(o.view) },
  });
  return [
    appRoute({
      ...c.list,
      handler: ({ deps, app }) => list(deps, app),
    }),
    appRoute({
      ...add,
      handler: ({ deps, app, body }) => {
        const input = body as Config & { providerId?: string };
        const id = input.providerId ?? newId(kind);
        if (find(deps.db, app.id, kind, id)) {
          throw conflict("ERR_PROVIDER_ALREADY_EXISTS", `The ${KIND_NAME[kind]} ${id} already exists.`);
        }
        const first = providers(deps.db, app.id, kind).length === 0;
        const { providerId: _, ...config } = input;
        save(deps, app.id, kind, id, config, first);
        return o.addAnswersList ? list(deps, app) : success;
      },
    }),
    appRoute({
      ...update,
      handler: ({ deps, app, body }) => {
        const { providerId: id, ...changes } = body as Config & { providerId: string };
        const stored = requireProvider(deps.db, app.id, kind, id);
        const merged = parse(add.body, { ...stored.config, ...changes }) as Config;
        save(deps, app.id, kind, id, merged, stored.isDefault);
        return success;
      },
    }),
    appRoute({
      ...c.remove,
      handler: ({ deps, app, params }) => {
        const stored = requireProvider(deps.db, app.id, kind, params.providerId);
        deps.db.transaction(() => {
          remove(deps.db, app.id, kind, stored.id);
          const next = providers(deps.db, app.id, kind)[0];
          if (stored.isDefault && next) setDefault(deps.db, app.id, kind, next.id);
        })();
        return success;
      },
    }),
    appRoute({
      ...c.makeDefault,
      handler: ({ deps, app, params }) => {
        requireProvider(deps.db, app.id, kind, params.providerId);
        setDefault(deps.db, app.id, kind, params.providerId);
        return success;
      },
    }),
  ];
}

// One provider per app: custom push, Twilio, custom SMS, SendGrid, custom email.

function singleRoutes(
  kind: SingleKind,
  o: {
    view: (deps: Deps, app: AppRow, c: Config) => unknown;
    /** Custom push answers `{pushProviders: [...]}`, as published; the others the provider itself. */
    wrap?: (view: unknown) => unknown;
    check?: (deps: Deps, c: Config) => void;
  },
): AnyRoute[] {
  const c = singleProviders[kind];
  const [create, update] = [c.create as Writes, c.update as Writes];
  const answer = (deps: Deps, app: AppRow, c: Config) => {
    const view = o.view(deps, app, c);
    return { data: o.wrap ? o.wrap(view) : view };
  };
  return [
    appRoute({
      ...c.get,
      handler: ({ deps, app }) => {
        const stored = find(deps.db, app.id, kind);
        if (!stored && o.wrap) return { data: { pushProviders: [] } };
        return answer(deps, app, requireProvider(deps.db, app.id, kind).config);
      },
    }),
    appRoute({
      ...create,
      handler: ({ deps, app, body }) => {
        const config = body as Config;
        o.check?.(deps, config);
        save(deps, app.id, kind, "", config, true);
        return answer(deps, app, config);
      },
    }),
    appRoute({
      ...update,
      handler: ({ deps, app, body }) => {
        const stored = requireProvider(deps.db, app.id, kind);
        // Parsed bodies hold no undefined (JSON has none, and zod leaves absent keys out).
        const merged = parse(create.body, { ...stored.config, ...(body as Config) }) as Config;
        o.check?.(deps, merged);
        save(deps, app.id, kind, "", merged, true);
        return answer(deps, app, merged);
      },
    }),
    appRoute({
      ...c.remove,
      handler: ({ deps, app }) => {
        requireProvider(deps.db, app.id, kind);
        remove(deps.db, app.id, kind);
        return success;
      },
    }),
  ];
}

export const notificationProviderRoutes: AnyRoute[] = [
  ...pushPlatformRoutes("fcm", {
    view: fcmView,
    addAnswersList: false,
  }),
  ...pushPlatformRoutes("apns", {
    view: apnsView,
    addAnswersList: true,
  }),
  ...singleRoutes("push-custom", {
    view: (_d, _a, c) => customView(c),
    check: checkTarget,
    wrap: (view) => ({ pushProviders: [view] }),
  }),
  ...singleRoutes("twilio", { view: (_d, _a, c) => twilioView(c) }),
  ...singleRoutes("sms-custom", { view: (_d, _a, c) => customView(c), check: checkTarget }),
  ...singleRoutes("sendgrid", { view: sendGridView }),
  ...singleRoutes("email-custom", { view: (_d, _a, c) => customView(c), check: checkTarget }),
];
