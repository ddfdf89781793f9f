import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

/**
 * Chromium's switches that block third-party cookies, as its "Block third-party cookies"
 * setting and Safari do (the flag Chrome documents for testing the phase-out).
 */
export const BLOCK_THIRD_PARTY_COOKIES = [
  "--test-third-party-cookie-phaseout",
  "--enable-features=TrackingProtection3pcd",
];

function chromiumPath(): string {
  const executablePath = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) {
    throw new Error(
      "Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  return executablePath;
}

/**
 * A Chromium profile whose cookie setting allows third-party cookies (a browser context that
 * closes the browser with it): the control that shows a third-party cookie would be kept
 * without the block.
 */
export async function launchChromiumAllowingThirdPartyCookies(): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(tmpdir(), "ringline-chromium-"));
  mkdirSync(path.join(profile, "Default"));
  // cookie_controls_mode 0: "Allow third-party cookies" in Chrome's settings.
  writeFileSync(
    path.join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  // Chromium may still be writing its profile when the context reports closed: retry, and
  // never fail a test over a leftover temporary folder.
  context.on("close", () => {
    void rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
      () => undefined,
    );
  });
  return context;
}

/** Debian's Chromium, headless, with the flags this closed network needs (and `args`). */
export async function launchChromium(options: { args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // The voice demo needs a microphone and audio playback without a person to allow them.
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
      ...(options.args ?? []),
    ],
  });
}
