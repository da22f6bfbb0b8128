import type { AppRow } from "../core/apps";
import type { Deps } from "../deps";

/** What a handler about the viewer's conversation with a user or a group is given. */
export interface ViewerCtx {
  deps: Deps;
  app: AppRow;
  actor: string | undefined;
}

type With<C, R> = (ctx: C, type: "user" | "group", id: string) => R;

/** The handler of an operation's user form (`/users/:uid/…`): `answer` for the user of the path. */
export const forUser =
  <C extends ViewerCtx, R>(answer: With<C, R>) =>
  (ctx: C & { params: { uid: string } }) =>
    answer(ctx, "user", ctx.params.uid);

/** The handler of an operation's group form (`/groups/:guid/…`): `answer` for the group of the path. */
export const forGroup =
  <C extends ViewerCtx, R>(answer: With<C, R>) =>
  (ctx: C & { params: { guid: string } }) =>
    answer(ctx, "group", ctx.params.guid);
