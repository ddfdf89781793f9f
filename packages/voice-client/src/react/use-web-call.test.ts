// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { createFakeWebCallApi, FakeTransport } from "../testing/index.js";
import { WebCall } from "../web/index.js";
import { useWebCall } from "./use-web-call.js";

function makeCall() {
  const fake = new FakeTransport();
  const api = createFakeWebCallApi();
  const call = new WebCall("key", "https://api.test", undefined, undefined, {
    transport: fake.factory,
    fetch: api.fetch,
    isMobile: false,
  });
  return { fake, api, call };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useWebCall", () => {
  test("shows status, stage, volume, speaking, transcript and mute as the call goes", async () => {
    vi.useFakeTimers();
    const { fake, call } = makeCall();
    const { result } = renderHook(() => useWebCall({ call, assistant: "asst_1" }));
    expect(result.current).toMatchObject({
      status: "idle",
      stage: null,
      volume: 0,
      speaking: false,
      muted: false,
      transcript: [],
    });

    await act(async () => {
      await result.current.start();
    });
    expect(result.current).toMatchObject({ status: "connected", callId: "call-1" });

    act(() => fake.listening());
    expect(result.current.status).toBe("active");

    act(() => fake.audioLevel(0.075));
    expect(result.current).toMatchObject({ volume: 0.5, speaking: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.speaking).toBe(false);

    act(() =>
      fake.message({
        type: "transcript",
        role: "user",
        transcriptType: "final",
        transcript: "Hello",
      }),
    );
    expect(result.current.transcript).toEqual([{ role: "user", text: "Hello", final: true }]);

    act(() => result.current.toggleMute());
    expect(result.current.muted).toBe(true);
    expect(fake.log).toContain("setLocalAudio:false");

    await act(async () => {
      await result.current.stop();
    });
    expect(result.current.status).toBe("ended");
  });

  test("start() without arguments uses the hook's assistant; with arguments, those", async () => {
    const { call, api } = makeCall();
    const { result } = renderHook(() => useWebCall({ call, assistant: "asst_default" }));
    await act(async () => {
      await result.current.start();
    });
    await act(async () => {
      await result.current.stop();
      await result.current.start("asst_other");
    });
    expect(api.requests.map((request) => request.body)).toEqual([
      { assistantId: "asst_default" },
      { assistantId: "asst_other" },
    ]);
  });

  test("shows the failed stage when the start fails", async () => {
    const { call } = makeCall();
    const { result } = renderHook(() => useWebCall({ call }));
    await act(async () => {
      await result.current.start();
    });
    expect(result.current).toMatchObject({ status: "failed", stage: "validation" });
    expect(result.current.error?.type).toBe("validation-error");
  });

  test("builds one call from a public key and keeps it across renders", () => {
    const { result, rerender } = renderHook(() => useWebCall({ publicKey: "key" }));
    const first = result.current.call;
    rerender();
    expect(result.current.call).toBe(first);
    expect(first).toBeInstanceOf(WebCall);
  });

  test("does not re-render when nothing in the snapshot changed", async () => {
    const { fake, call } = makeCall();
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useWebCall({ call, assistant: "asst_1" });
    });
    await act(async () => {
      await call.start("asst_1");
    });
    const afterStart = renders;
    act(() => fake.audioLevel(0));
    expect(renders).toBe(afterStart);
  });
});
