import { afterEach, describe, expect, it } from "vitest";
import { defineStyles, injectStyles } from "./styles.js";

const first = defineStyles("first-test", ".rl-first{color:red}");
const second = defineStyles("second-test", ".rl-second{color:blue}");

afterEach(() => {
  for (const style of document.querySelectorAll('style[data-ringline$="-test"]')) style.remove();
});

describe("injectStyles", () => {
  it("adds each sheet once to the document head, in order, before the page's own styles", () => {
    const pageStyle = document.createElement("style");
    document.head.append(pageStyle);
    const element = document.createElement("div");
    document.body.append(element);

    injectStyles(element, [first, second]);
    injectStyles(element, [first, second]);

    const ours = document.head.querySelectorAll('style[data-ringline$="-test"]');
    expect(Array.from(ours, (style) => style.getAttribute("data-ringline"))).toEqual([
      "first-test",
      "second-test",
    ]);
    expect(ours[0]?.textContent).toBe(".rl-first{color:red}");
    expect(document.head.lastElementChild).toBe(pageStyle);
    element.remove();
    pageStyle.remove();
  });

  it("adds the sheets to the shadow root an element lives in", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: "open" });
    const element = document.createElement("div");
    shadowRoot.append(element);

    injectStyles(element, [first]);

    expect(shadowRoot.querySelector('style[data-ringline="first-test"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-ringline="first-test"]')).toBeNull();
    host.remove();
  });

  it("does nothing for an element not attached to a document or shadow root", () => {
    injectStyles(document.createElement("div"), [first]);
    expect(document.querySelector('style[data-ringline="first-test"]')).toBeNull();
  });
});
