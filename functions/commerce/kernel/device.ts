/** Who is asking, as the security page shows it: the IP and "Chrome on macOS" from the user agent. */
import type { ShopContext } from "./http/context";

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/MicroMessenger/, "WeChat"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export type Requester = { ip: string; device: string; place: string };

export function requester(ctx: ShopContext): Requester {
  // Cloudflare sets cf-connecting-ip on every request (overwriting a client's own); any other
  // address header is the client's word.
  const ip = ctx.headers.get("cf-connecting-ip") ?? "";
  const country = ctx.headers.get("cf-ipcountry") ?? "";
  return { ip, device: describeDevice(ctx.headers.get("user-agent")), place: country === "XX" ? "" : country };
}
