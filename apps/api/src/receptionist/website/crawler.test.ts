import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../security/address-guard.js";
import { html, serveSite } from "../test-support.js";
import { crawlWebsite } from "./crawler.js";
import { extractPage } from "./extract.js";
import { diffLines } from "./text-diff.js";

describe("which addresses the crawler may reach", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "allows %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("the website crawl", () => {
  let site: Awaited<ReturnType<typeof serveSite>>;
  let other: Awaited<ReturnType<typeof serveSite>>;
  const crawl = (options: Partial<Parameters<typeof crawlWebsite>[0]> = {}) =>
    crawlWebsite({ startUrls: [`${site.url}/`], allowPrivateNetworks: true, ...options });

  beforeAll(async () => {
    other = await serveSite({ "/": html("Elsewhere", ["Another company."]) });
    const chain: Record<string, string> = {};
    for (let index = 0; index < 30; index++) {
      chain[`/chain/${index}`] = html(
        `Chain ${index}`,
        [`Page ${index} of the chain.`],
        [`/chain/${index + 1}`],
      );
    }
    site = await serveSite({
      "/robots.txt": { body: "User-agent: *\nDisallow: /private\n", type: "text/plain" },
      "/": html(
        "Bayside Realty",
        ["We sell homes by the bay."],
        [
          "/about",
          "/private/notes",
          "/brochure.pdf",
          `${other.url}/`,
          "/moved",
          "/hidden",
          "/about#team",
          "/chain/0",
        ],
      ),
      "/about": html("About us", ["Family owned since 1998."]),
      "/private/notes": html("Private", ["Secret commission rates."]),
      "/moved": { body: "", status: 301, type: "text/html" },
      "/hidden": `<html><head><meta name="robots" content="noindex"></head><body><p>Do not index me.</p></body></html>`,
      "/big": html("Big", ["x".repeat(200_000)]),
      ...chain,
    });
  });
  afterAll(async () => {
    await Promise.all([site?.close(), other?.close()]);
  });

  it("honours robots.txt: a disallowed page is never fetched", async () => {
    const result = await crawl();
    expect(site.hits.get("/private/notes")).toBeUndefined();
    expect(result.skipped).toContainEqual({ url: `${site.url}/private/notes`, reason: "robots" });
    expect(result.pages.map((page) => page.text).join("\n")).not.toContain("Secret commission");
  });

  it("stays on the same site and skips files that are not pages", async () => {
    site.hits.clear();
    other.hits.clear();
    const result = await crawl();
    expect(other.hits.size).toBe(0);
    expect(site.hits.get("/brochure.pdf")).toBeUndefined();
    expect(result.pages.map((page) => page.url)).toContain(`${site.url}/about`);
    // `/about#team` is the same page as `/about`.
    expect(result.pages.filter((page) => page.url.startsWith(`${site.url}/about`))).toHaveLength(1);
  });

  it("leaves out pages that ask not to be indexed", async () => {
    const result = await crawl();
    expect(result.skipped).toContainEqual({ url: `${site.url}/hidden`, reason: "noindex" });
  });

  it("stops at the page limit and lists what it left", async () => {
    const result = await crawl({ limits: { maxPages: 5, concurrency: 2 } });
    expect(result.pages).toHaveLength(5);
    expect(result.stoppedBy).toBe("pages");
    expect(result.skipped.some((entry) => entry.reason === "limit")).toBe(true);
  });

  it("keeps at most the byte limit of a page, and stops at the total byte limit", async () => {
    const page = await crawlWebsite({
      startUrls: [`${site.url}/big`],
      allowPrivateNetworks: true,
      limits: { maxPageBytes: 10_000 },
    });
    expect(page.bytesFetched).toBeLessThanOrEqual(10_000);
    expect(page.pages[0]?.text.length).toBeLessThan(10_000);

    const total = await crawl({ limits: { maxTotalBytes: 1500, concurrency: 1 } });
    expect(total.stoppedBy).toBe("bytes");
    expect(total.bytesFetched).toBeLessThan(1500 + 2000);
  });

  it("stops at the time limit", async () => {
    const slow = createServer((_request, response) => {
      setTimeout(() => response.end(html("Slow", ["Finally."])), 2000);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const { port } = slow.address() as AddressInfo;
    const started = Date.now();
    const result = await crawlWebsite({
      startUrls: [`http://127.0.0.1:${port}/`],
      allowPrivateNetworks: true,
      limits: { totalTimeMs: 300 },
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result.pages).toEqual([]);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  it("refuses loopback addresses, by IP and by a name that resolves to one, outside tests", async () => {
    site.hits.clear();
    const byIp = await crawl({ allowPrivateNetworks: false });
    expect(byIp.pages).toEqual([]);
    expect(byIp.skipped).toContainEqual({ url: `${site.url}/`, reason: "private-address" });
    const port = new URL(site.url).port;
    const byName = await crawlWebsite({
      startUrls: [`http://localhost:${port}/`],
      allowPrivateNetworks: false,
    });
    expect(byName.pages).toEqual([]);
    expect(byName.skipped[0]?.reason).toBe("private-address");
    expect(site.hits.size).toBe(0);
  });

  it("reports progress as it goes", async () => {
    const seen: number[] = [];
    await crawl({ onProgress: (progress) => seen.push(progress.pagesCrawled) });
    expect(seen.at(-1)).toBeGreaterThan(2);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

describe("the readable text of a page", () => {
  it("keeps the content, one line per block, without scripts, styles or forms", () => {
    const page = extractPage(
      `<html><head><title>Listings</title><style>p{color:red}</style></head><body>
        <script>track()</script>
        <h1>Our listings</h1><p>Homes   near the
        water.</p><ul><li>12 Harbor Lane</li><li>8 Bay Road</li></ul>
        <form><input value="secret"></form></body></html>`,
      "https://bayside.example/listings",
    );
    expect(page.title).toBe("Listings");
    expect(page.text).toBe("Our listings\nHomes near the water.\n- 12 Harbor Lane\n- 8 Bay Road");
  });

  it("resolves links against the page and drops other schemes and nofollow links", () => {
    const page = extractPage(
      `<a href="/a#x">a</a><a href="mailto:x@y.z">m</a><a href="b">b</a><a rel="nofollow" href="/c">c</a>`,
      "https://bayside.example/dir/page",
    );
    expect(page.links).toEqual(["https://bayside.example/a", "https://bayside.example/dir/b"]);
  });
});

describe("the diff of a re-crawl", () => {
  it("shows the lines that came and went, in reading order", () => {
    expect(diffLines("Open 9-5\nCall us\nNo pets", "Open 9-6\nCall us\nNo pets\nParking")).toEqual([
      { kind: "removed", text: "Open 9-5" },
      { kind: "added", text: "Open 9-6" },
      { kind: "same", text: "Call us" },
      { kind: "same", text: "No pets" },
      { kind: "added", text: "Parking" },
    ]);
  });
});
