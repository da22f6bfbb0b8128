import type { Page } from "@playwright/test";
import { secrets } from "./env";

export function watchResponses(page: Page) {
  const pending: Promise<string>[] = [];
  page.on("response", (res) => {
    if (res.headers()["content-type"]?.startsWith("text/event-stream")) {
      // A live stream's body never resolves; its stored events are checked where pages render them.
      pending.push(Promise.resolve(`${res.url()}\n${JSON.stringify(res.headers())}`));
      return;
    }
    pending.push(
      res
        .body()
        .then((b) => `${res.url()}\n${JSON.stringify(res.headers())}\n${b.toString("utf8")}`)
        .catch(() => ""),
    );
  });
  return { bodies: () => Promise.all(pending) };
}

export function secretsIn(bodies: string[], extra: string[] = []): string[] {
  const found: string[] = [];
  for (const secret of [...secrets(), ...extra]) {
    const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]);
    for (const body of bodies) {
      if ([...forms].some((f) => body.includes(f))) {
        found.push(`${secret.slice(0, 4)}… in ${body.split("\n", 1)[0]}`);
      }
    }
  }
  return found;
}
