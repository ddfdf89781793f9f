import type { TAdminCustomerSummary } from "@ringline/api-client";
import { describe, expect, it } from "vitest";
import { customersCsv } from "./customer-export.js";

const CAROL: TAdminCustomerSummary = {
  id: "c1",
  userId: "u1",
  email: "carol@bayside.example",
  name: 'Carol "CJ" Banks',
  company: "=HYPERLINK(1)",
  plan: null,
  subscriptionStatus: "active",
  status: "active",
  aiStatus: "green",
  trialStatus: null,
  trialEndDate: null,
  createdAt: "2026-11-01T10:00:00.000Z",
};

async function csvOf(...pages: TAdminCustomerSummary[][]): Promise<string> {
  let text = "";
  for await (const chunk of customersCsv(
    (async function* () {
      yield* pages;
    })(),
  )) {
    text += chunk;
  }
  return text;
}

describe("the customers CSV", () => {
  it("quotes every field, doubles quotes and defuses spreadsheet formulas", async () => {
    expect((await csvOf([CAROL])).split("\r\n")).toEqual([
      "id,email,name,company,plan,subscriptionStatus,status,aiStatus,trialStatus,createdAt",
      '"c1","carol@bayside.example","Carol ""CJ"" Banks","\'=HYPERLINK(1)","","active","active","green","","2026-11-01T10:00:00.000Z"',
      "",
    ]);
  });

  it("writes a row per customer across pages, and the header alone for none", async () => {
    const dan = { ...CAROL, id: "c2", name: "Dan", company: "Dan Homes" };
    const lines = (await csvOf([CAROL], [], [dan])).trimEnd().split("\r\n");
    expect(lines.map((line) => line.split(",")[0])).toEqual(["id", '"c1"', '"c2"']);
    expect(await csvOf()).toBe(
      "id,email,name,company,plan,subscriptionStatus,status,aiStatus,trialStatus,createdAt\r\n",
    );
  });
});
