import Bowser from "bowser";

export function describeDevice(userAgent: string): string {
  if (!userAgent) return "Unknown device";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ") : "";
  const system = [os.name, os.versionName].filter(Boolean).join(" ");
  if (name && system) return `${name} on ${system}`;
  return name || system || "Unknown device";
}
