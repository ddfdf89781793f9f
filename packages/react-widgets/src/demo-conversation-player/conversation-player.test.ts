import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAudioFocus } from "../shared/audio-focus.js";
import { createConversationPlayer, parseConversationMetadata } from "./conversation-player.js";
import { FakePlayerAudio, metadataFetch, SAMPLE_CONVERSATION } from "./fake-player-audio.js";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

async function loadedPlayer(options: { lineMs?: number } = {}) {
  const audio = new FakePlayerAudio({ lineMs: options.lineMs ?? 1000 });
  const onStart = vi.fn();
  const onComplete = vi.fn();
  const fetch = vi.fn(metadataFetch(SAMPLE_CONVERSATION));
  const player = createConversationPlayer({
    baseUrl: "/audio/demo/",
    fetch,
    createAudio: () => audio,
    onStart,
    onComplete,
  });
  await player.load();
  return { player, audio, onStart, onComplete, fetch };
}

describe("loading", () => {
  it("fetches metadata.json from the base folder and is ready with its lines", async () => {
    const { player, fetch } = await loadedPlayer();
    expect(fetch).toHaveBeenCalledWith("/audio/demo/metadata.json");
    expect(player.getSnapshot()).toMatchObject({
      status: "ready",
      metadata: SAMPLE_CONVERSATION,
      currentIndex: -1,
      playing: false,
    });
  });

  it("starts in the loading state", () => {
    const player = createConversationPlayer({ fetch: metadataFetch("never") });
    void player.load();
    expect(player.getSnapshot().status).toBe("loading");
  });

  it("fails with 'Failed to load conversation metadata' on a bad answer", async () => {
    const player = createConversationPlayer({ fetch: metadataFetch({ status: 404 }) });
    await player.load();
    expect(player.getSnapshot()).toMatchObject({
      status: "error",
      error: { kind: "conversation", message: "Failed to load conversation metadata" },
    });
  });

  it("fails with the network's message when the request fails", async () => {
    const player = createConversationPlayer({
      fetch: metadataFetch({ reject: "Failed to fetch" }),
    });
    await player.load();
    expect(player.getSnapshot().error).toEqual({
      kind: "conversation",
      message: "Failed to fetch",
    });
  });

  it.each([
    ["no lines", { totalDuration: 1, lines: [] }],
    [
      "an unknown speaker",
      { totalDuration: 1, lines: [{ speaker: "bot", text: "", filename: "a", duration: 1 }] },
    ],
    ["no total", { lines: SAMPLE_CONVERSATION.lines }],
  ])("refuses metadata with %s", (_kind, value) => {
    expect(parseConversationMetadata(value)).toBeUndefined();
  });
});

describe("playback", () => {
  it("plays every line's file in order and stops at the end", async () => {
    const { player, audio, onStart, onComplete } = await loadedPlayer();
    player.play();
    expect(onStart).toHaveBeenCalledWith({ autoplay: false });
    expect(player.getSnapshot()).toMatchObject({ playing: true, currentIndex: 0 });

    vi.advanceTimersByTime(1000);
    expect(player.getSnapshot().currentIndex).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(player.getSnapshot().currentIndex).toBe(3);
    vi.advanceTimersByTime(1000);

    expect(player.getSnapshot()).toMatchObject({ playing: false, ended: true, currentIndex: 3 });
    expect(audio.played).toEqual([
      "/audio/demo/01-ai.mp3",
      "/audio/demo/02-user.mp3",
      "/audio/demo/03-ai.mp3",
      "/audio/demo/04-user.mp3",
    ]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(audio.played).toHaveLength(4);
  });

  it("pauses and carries on where it paused", async () => {
    const { player, audio } = await loadedPlayer();
    player.play();
    vi.advanceTimersByTime(1400);
    player.pause();
    expect(player.getSnapshot()).toMatchObject({ playing: false, currentIndex: 1 });

    vi.advanceTimersByTime(60_000);
    expect(player.getSnapshot().currentIndex).toBe(1);

    player.play();
    vi.advanceTimersByTime(599);
    expect(player.getSnapshot().currentIndex).toBe(1);
    vi.advanceTimersByTime(1);
    expect(player.getSnapshot().currentIndex).toBe(2);
    expect(audio.played).toEqual([
      "/audio/demo/01-ai.mp3",
      "/audio/demo/02-user.mp3",
      "/audio/demo/03-ai.mp3",
    ]);
  });

  it("plays from the start again after the end", async () => {
    const { player, audio, onStart } = await loadedPlayer();
    player.play();
    vi.advanceTimersByTime(4000);
    player.play();

    expect(player.getSnapshot()).toMatchObject({ playing: true, ended: false, currentIndex: 0 });
    expect(audio.played.at(-1)).toBe("/audio/demo/01-ai.mp3");
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it("restarts: back to before the first line, then plays again after exactly 100 ms", async () => {
    const { player, audio } = await loadedPlayer();
    player.play();
    vi.advanceTimersByTime(2500);

    player.restart();
    expect(player.getSnapshot()).toMatchObject({ playing: false, currentIndex: -1, ended: false });
    expect(audio.currentTime).toBe(0);
    vi.advanceTimersByTime(99);
    expect(player.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(player.getSnapshot()).toMatchObject({ playing: true, currentIndex: 0 });
    expect(audio.played.at(-1)).toBe("/audio/demo/01-ai.mp3");
  });

  it("fails with 'Failed to load audio' when a file cannot be played", async () => {
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => new FakePlayerAudio({ fail: "reject" }),
    });
    await player.load();
    player.play();
    await vi.runAllTimersAsync();

    expect(player.getSnapshot()).toMatchObject({
      status: "error",
      playing: false,
      error: { kind: "audio", message: "Failed to load audio" },
    });
  });

  it("waits for the visitor when the browser refuses to autoplay sound", async () => {
    const refusing = new FakePlayerAudio();
    refusing.play = () =>
      Promise.reject(Object.assign(new Error("play() failed"), { name: "NotAllowedError" }));
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => refusing,
    });
    await player.load();
    player.play();
    await vi.runAllTimersAsync();

    expect(player.getSnapshot()).toMatchObject({
      status: "ready",
      playing: false,
      error: undefined,
    });
  });
});

describe("autoplay", () => {
  it("plays once, exactly 500 ms after it came into view", async () => {
    const { player, onStart } = await loadedPlayer();
    player.setVisible(true);

    vi.advanceTimersByTime(499);
    expect(player.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(1);
    expect(player.getSnapshot().playing).toBe(true);
    expect(onStart).toHaveBeenCalledWith({ autoplay: true });

    player.pause();
    player.setVisible(false);
    player.setVisible(true);
    vi.advanceTimersByTime(10_000);
    expect(player.getSnapshot().playing).toBe(false);
  });

  it("does not play when it left the view before 500 ms", async () => {
    const { player } = await loadedPlayer();
    player.setVisible(true);
    vi.advanceTimersByTime(300);
    player.setVisible(false);
    vi.advanceTimersByTime(10_000);
    expect(player.getSnapshot().playing).toBe(false);
  });

  it("plays as soon as the metadata arrives when it was seen first", async () => {
    let answer: (value: Pick<Response, "ok" | "json">) => void = () => {};
    const player = createConversationPlayer({
      fetch: () => new Promise((resolve) => (answer = resolve)),
      createAudio: () => new FakePlayerAudio(),
    });
    const loading = player.load();
    player.setVisible(true);
    vi.advanceTimersByTime(500);
    expect(player.getSnapshot().playing).toBe(false);

    answer({ ok: true, json: async () => SAMPLE_CONVERSATION });
    await loading;

    expect(player.getSnapshot().playing).toBe(true);
  });

  it("never autoplays after the visitor played it", async () => {
    const { player, onStart } = await loadedPlayer();
    player.play();
    player.pause();
    player.setVisible(true);
    vi.advanceTimersByTime(10_000);

    expect(player.getSnapshot().playing).toBe(false);
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});

describe("dispose", () => {
  it("stops playback, and a later load plays through again (React's development remount)", async () => {
    const audios: FakePlayerAudio[] = [];
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => {
        const audio = new FakePlayerAudio({ lineMs: 1000 });
        audios.push(audio);
        return audio;
      },
    });
    await player.load();
    player.play();
    player.dispose();
    expect(player.getSnapshot().playing).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(audios[0]?.played).toHaveLength(1);

    await player.load();
    player.play();
    vi.advanceTimersByTime(1000);

    expect(player.getSnapshot().currentIndex).toBe(1);
    expect(audios[1]?.played).toEqual(["/audio/demo/01-ai.mp3", "/audio/demo/02-user.mp3"]);
  });
});

describe("one sound at a time", () => {
  it("pauses when a live call takes the audio, and hangs the call up when played again", async () => {
    const focus = createAudioFocus();
    const audio = new FakePlayerAudio({ lineMs: 1000 });
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => audio,
      audioFocus: focus,
    });
    await player.load();
    player.play();
    expect(player.getSnapshot().playing).toBe(true);

    const call = { stop: vi.fn() };
    focus.claim(call);
    expect(player.getSnapshot().playing).toBe(false);

    player.play();
    expect(call.stop).toHaveBeenCalledOnce();
    expect(player.getSnapshot().playing).toBe(true);
  });

  it("does not autoplay over a live call", async () => {
    const focus = createAudioFocus();
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => new FakePlayerAudio({ lineMs: 1000 }),
      audioFocus: focus,
    });
    await player.load();
    const call = { stop: vi.fn() };
    focus.claim(call);
    player.setVisible(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(player.getSnapshot().playing).toBe(false);
    expect(call.stop).not.toHaveBeenCalled();
  });

  it("lets go of the audio when paused, so autoplay elsewhere is not held back", async () => {
    const focus = createAudioFocus();
    const player = createConversationPlayer({
      fetch: metadataFetch(SAMPLE_CONVERSATION),
      createAudio: () => new FakePlayerAudio({ lineMs: 1000 }),
      audioFocus: focus,
    });
    await player.load();
    player.play();
    player.pause();
    expect(focus.isHeldByOther({ stop: () => {} })).toBe(false);
  });
});
