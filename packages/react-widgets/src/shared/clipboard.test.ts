import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard.js";

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
}

function stubExecCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "execCommand");
});

describe("copyText", () => {
  it("uses the Clipboard API when it works", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const execCommand = stubExecCommand(true);

    expect(await copyText("##21#")).toBe("clipboard");
    expect(writeText).toHaveBeenCalledWith("##21#");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("falls back to a selected textarea and execCommand when the API refuses", async () => {
    stubClipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    let selected = "";
    const execCommand = stubExecCommand(true);
    execCommand.mockImplementation(() => {
      const field = document.activeElement;
      selected = field instanceof HTMLTextAreaElement ? field.value : "";
      return true;
    });
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();

    expect(await copyText("*725551234567")).toBe("fallback");
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(selected).toBe("*725551234567");
    expect(document.querySelector("textarea")).toBeNull();
    expect(button).toHaveFocus();
    button.remove();
  });

  it("reports failure when neither way works, without throwing", async () => {
    stubClipboard(async () => {
      throw new Error("denied");
    });
    stubExecCommand(new Error("not supported"));

    expect(await copyText("##21#")).toBe("failed");
  });
});
