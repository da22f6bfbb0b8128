export { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";

export function cookiesFor(header: string, url: string) {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
    });
}
