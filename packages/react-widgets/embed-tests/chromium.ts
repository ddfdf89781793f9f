import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

// The flags of e2e/browser.ts (headless Debian Chromium on a closed network), repeated here
// because its launcher takes no extra flags, plus what a voice call needs without a person
// at the machine: audio may play without a gesture, and the microphone is a fake device
// that is granted without a prompt.
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--autoplay-policy=no-user-gesture-required",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

/** Debian's Chromium, headless, able to place a voice call with a fake microphone. */
export async function launchChromiumForCalls(): Promise<Browser> {
  const executablePath = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!executablePath) {
    throw new Error(
      "Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH",
    );
  }
  return chromium.launch({ executablePath, args: FLAGS });
}
