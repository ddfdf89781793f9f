#!/usr/bin/env node
// Renders the site's pictures (public/images/) from the HTML below in Chromium, each at the
// spec's responsive widths (320, 640, 960, 1280) as WebP, plus the link-preview picture
// (1200 × 630 PNG). The pictures are committed; run this again after changing one:
//
//   node apps/reference-site/scripts/render-images.mjs
//
// Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and playwright-core (a root devDependency).

import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.join(here, "../public/images");
const WIDTHS = [320, 640, 960, 1280];
const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
  (candidate) => candidate && existsSync(candidate),
);

const FONT = "font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;";

const calls = [
  [
    "Sam Patel",
    "Buyer · 42 Maple Street",
    "Showing booked Sat 10:00",
    "Hot",
    "9:42 PM",
    "#166534",
    "#dcfce7",
  ],
  [
    "Linda Gomez",
    "Seller · 3-bed in Mission Hills",
    "Listing consultation Mon 4:30",
    "Hot",
    "8:15 PM",
    "#166534",
    "#dcfce7",
  ],
  [
    "Ray Chen",
    "Buyer · condos under $600k",
    "Callback requested",
    "Warm",
    "6:02 PM",
    "#92400e",
    "#fef3c7",
  ],
  [
    "Alicia Moreno",
    "Buyer · habla español",
    "Showing booked Sun 1:00",
    "Hot",
    "4:48 PM",
    "#166534",
    "#dcfce7",
  ],
  [
    "Unknown caller",
    "Asked about office hours",
    "Answered",
    "Info",
    "2:10 PM",
    "#1e40af",
    "#dbeafe",
  ],
  [
    "Tom Becker",
    "Investor · duplexes",
    "Call with Jordan Tue 9:00",
    "Warm",
    "11:26 AM",
    "#92400e",
    "#fef3c7",
  ],
  [
    "Grace Kim",
    "Buyer · first home, pre-approved",
    "Showing booked Sat 11:00",
    "Hot",
    "10:03 AM",
    "#166534",
    "#dcfce7",
  ],
  [
    "Omar Haddad",
    "Renter · 2-bed near downtown",
    "Referred to leasing team",
    "Info",
    "9:37 AM",
    "#1e40af",
    "#dbeafe",
  ],
  [
    "Nina Patel",
    "Seller · condo, moving in spring",
    "Listing consultation Wed 2:00",
    "Warm",
    "8:51 AM",
    "#92400e",
    "#fef3c7",
  ],
];

const dashboard = `<div style="${FONT} width:1280px;height:800px;background:#f8fafc;display:grid;grid-template-columns:220px 1fr;color:#0f172a">
  <aside style="background:#0f172a;color:#cbd5e1;padding:28px 20px;display:grid;align-content:start;gap:8px;font-size:15px">
    <div style="display:flex;align-items:center;gap:10px;color:#fff;font-weight:700;font-size:20px;margin-bottom:24px"><span style="display:grid;place-items:center;width:34px;height:34px;border-radius:8px;background:#1d4ed8">R</span>Ringline</div>
    <div style="padding:10px 12px;border-radius:8px">Profile</div><div style="padding:10px 12px;border-radius:8px">Billing</div>
    <div style="padding:10px 12px;border-radius:8px">AI Settings</div><div style="padding:10px 12px;border-radius:8px;background:#1e293b;color:#fff">Call Logs</div>
  </aside>
  <main style="padding:32px 36px;display:grid;gap:20px;align-content:start">
    <div style="display:flex;justify-content:space-between;align-items:end"><div><div style="font-size:14px;color:#475569">Harbor Point Realty</div><div style="font-size:28px;font-weight:700">Call Logs</div></div>
    <div style="display:flex;gap:12px">${[
      ["Calls today", "27"],
      ["Leads captured", "19"],
      ["Appointments", "8"],
    ]
      .map(
        ([label, value]) =>
          `<div style="background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:12px 18px;min-width:130px"><div style="font-size:13px;color:#475569">${label}</div><div style="font-size:26px;font-weight:700;color:#1d4ed8">${value}</div></div>`,
      )
      .join("")}</div></div>
    <div style="background:#fff;border:1px solid #e2e8f0;border-radius:14px;overflow:hidden">
      <div style="display:grid;grid-template-columns:1.2fr 1.6fr 1.6fr 0.6fr 0.7fr;padding:14px 20px;font-size:13px;color:#475569;border-bottom:1px solid #e2e8f0"><span>Caller</span><span>Summary</span><span>Outcome</span><span>Lead</span><span>Time</span></div>
      ${calls.map(([name, summary, outcome, score, time, fg, bg]) => `<div style="display:grid;grid-template-columns:1.2fr 1.6fr 1.6fr 0.6fr 0.7fr;align-items:center;padding:16px 20px;border-bottom:1px solid #f1f5f9;font-size:15px"><strong>${name}</strong><span style="color:#475569">${summary}</span><span>${outcome}</span><span><span style="padding:3px 10px;border-radius:999px;background:${bg};color:${fg};font-weight:600;font-size:13px">${score}</span></span><span style="color:#475569">${time}</span></div>`).join("")}
    </div>
  </main></div>`;

const webDesign = `<div style="${FONT} width:1280px;height:800px;background:#e2e8f0;display:grid;place-items:center">
  <div style="width:1180px;height:720px;background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 20px 50px rgba(15,23,42,.25)">
    <div style="height:40px;background:#f1f5f9;display:flex;align-items:center;gap:8px;padding:0 16px">${["#ef4444", "#f59e0b", "#22c55e"].map((color) => `<span style="width:12px;height:12px;border-radius:50%;background:${color}"></span>`).join("")}<span style="margin-left:16px;padding:4px 14px;background:#fff;border-radius:6px;font-size:13px;color:#475569">jordanellis.homes</span></div>
    <div style="display:flex;justify-content:space-between;align-items:center;padding:20px 40px"><strong style="font-size:22px;color:#0f172a">Jordan Ellis · Harbor Point</strong><span style="display:flex;gap:28px;color:#334155">Listings<span>Neighbourhoods</span><span>Reviews</span><span style="background:#1d4ed8;color:#fff;padding:8px 16px;border-radius:8px">Call Jordan</span></span></div>
    <div style="margin:0 40px;height:330px;border-radius:14px;background:linear-gradient(120deg,#1e3a8a,#3b82f6);display:grid;align-content:center;padding:0 48px;color:#fff;gap:14px">
      <div style="font-size:44px;font-weight:800;max-width:620px;line-height:1.1">Find your place by the water in San Diego</div>
      <div style="display:flex;gap:10px;background:#fff;border-radius:10px;padding:8px;width:560px"><span style="flex:1;padding:10px;color:#64748b">Neighbourhood, school or address</span><span style="background:#1d4ed8;border-radius:8px;padding:10px 18px">Search</span></div>
    </div>
    <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:24px 40px">${[
      ["42 Maple Street", "$485,000 · 3 bd · 2 ba"],
      ["18 Harbor View", "$729,000 · 4 bd · 3 ba"],
      ["7 Bayside Court", "$612,000 · 3 bd · 2 ba"],
    ]
      .map(
        ([title, detail], index) =>
          `<div style="border:1px solid #e2e8f0;border-radius:12px;overflow:hidden"><div style="height:110px;background:${["#bfdbfe", "#c7d2fe", "#bae6fd"][index]}"></div><div style="padding:12px 14px"><strong>${title}</strong><div style="color:#475569;font-size:14px">${detail}</div></div></div>`,
      )
      .join("")}</div>
  </div></div>`;

const share = `<div style="${FONT} width:1200px;height:630px;background:linear-gradient(135deg,#1e3a8a,#1d4ed8);color:#fff;display:grid;align-content:center;padding:0 90px;gap:26px">
  <div style="display:flex;align-items:center;gap:16px;font-size:34px;font-weight:700"><span style="display:grid;place-items:center;width:60px;height:60px;border-radius:14px;background:#fff;color:#1d4ed8">R</span>Ringline</div>
  <div style="font-size:68px;font-weight:800;line-height:1.05;max-width:900px">Stop losing leads to missed calls.</div>
  <div style="font-size:30px;color:#dbeafe">The AI receptionist that answers every call, 24/7.</div></div>`;

mkdirSync(output, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function shoot(html, width, height) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><body style="margin:0">${html}</body>`);
  return page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height } });
}

async function webpAt(png, width, quality = 0.82) {
  const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
  const webp = await page.evaluate(
    async ([source, target, q]) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = target;
      canvas.height = Math.round((image.height * target) / image.width);
      const context = canvas.getContext("2d");
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", q);
    },
    [dataUrl, width, quality],
  );
  return Buffer.from(webp.split(",")[1], "base64");
}

for (const [name, html] of [
  ["dashboard", dashboard],
  ["web-design", webDesign],
]) {
  const png = await shoot(html, 1280, 800);
  for (const width of WIDTHS) {
    const file = path.join(output, `${name}-${width}.webp`);
    writeFileSync(file, await webpAt(png, width));
    console.log(file);
  }
}
writeFileSync(path.join(output, "ringline-share.png"), await shoot(share, 1200, 630));
console.log(path.join(output, "ringline-share.png"));
await browser.close();
