import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../test/axe.js";
import { DemoConversationPlayer } from "./demo-conversation-player.js";
import * as stories from "./demo-conversation-player.stories.js";
import { FakePlayerAudio, metadataFetch, SAMPLE_CONVERSATION } from "./fake-player-audio.js";

const {
  Loaded,
  Loading,
  Playing,
  Paused,
  Ended,
  Autoplay,
  MetadataError,
  NetworkError,
  AudioError,
  Spanish,
} = composeStories(stories);

/** An IntersectionObserver the test moves by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly options: IntersectionObserverInit | undefined;
  readonly #callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  show(ratio: number) {
    act(() => {
      this.#callback(
        [{ intersectionRatio: ratio } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

const transcriptLines = () =>
  screen.queryAllByRole("listitem").filter((item) => item.classList.contains("rl-player__line"));

describe("DemoConversationPlayer states", () => {
  it("says it is loading while the metadata is on its way", () => {
    render(<Loading />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading conversation...");
    expect(screen.queryByRole("button", { name: "Play" })).toBeNull();
  });

  it("shows Play and Restart once loaded, and no line yet", async () => {
    render(<Loaded />);
    expect(await screen.findByRole("button", { name: "Play" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restart" })).toBeInTheDocument();
    expect(transcriptLines()).toEqual([]);
    expect(
      screen.getByText("Press play to hear the call. Each line appears here as it is spoken."),
    ).toBeInTheDocument();
  });

  it("shows 'Error loading conversation: Failed to load conversation metadata' on a bad answer", async () => {
    render(<MetadataError />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error loading conversation: Failed to load conversation metadata",
    );
  });

  it("shows the network's message when the request fails", async () => {
    render(<NetworkError />);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Error loading conversation: Failed to fetch",
      ),
    );
  });

  it("shows 'Failed to load audio' when a file cannot be played", async () => {
    const { container } = render(<AudioError />);
    await AudioError.play?.({ canvasElement: container, userEvent: userEvent.setup() });
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Failed to load audio"),
    );
  });

  it("labels its controls in Spanish", async () => {
    render(<Spanish />);
    expect(await screen.findByRole("button", { name: "Reproducir" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reiniciar" })).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: "Escucha a Ringline atender una llamada" }),
    ).toBeInTheDocument();
  });

  it("translates the errors into Spanish", async () => {
    render(<MetadataError locale="es" />);
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Error al cargar la conversación: No se pudieron cargar los datos de la conversación",
      ),
    );
  });
});

describe("DemoConversationPlayer playback", () => {
  async function renderLoaded(
    props: { onEvent?: (name: string, properties: unknown) => void } = {},
  ) {
    vi.useFakeTimers();
    const audio = new FakePlayerAudio({ lineMs: 1000 });
    render(
      <DemoConversationPlayer
        autoplay={false}
        fetch={metadataFetch(SAMPLE_CONVERSATION)}
        createAudio={() => audio}
        {...props}
      />,
    );
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    return audio;
  }

  it("shows each line as it plays, marks the current one, and stops at the end", async () => {
    const onEvent = vi.fn();
    await renderLoaded({ onEvent });

    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    expect(screen.getByRole("status")).toHaveTextContent("Playing");
    expect(transcriptLines().map((line) => line.textContent)).toEqual([
      `AI receptionist${SAMPLE_CONVERSATION.lines[0]?.text}`,
    ]);
    expect(transcriptLines()[0]).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("Line 1 of 4")).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith("demo_started", {
      source: "conversation_player",
      autoplay: false,
    });

    act(() => vi.advanceTimersByTime(1000));
    expect(transcriptLines()).toHaveLength(2);
    expect(within(transcriptLines()[1] as HTMLElement).getByText("Caller")).toBeInTheDocument();
    expect(transcriptLines()[0]).not.toHaveAttribute("aria-current");

    act(() => vi.advanceTimersByTime(3000));
    expect(transcriptLines()).toHaveLength(4);
    expect(screen.getByRole("status")).toHaveTextContent("Conversation finished");
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith("demo_completed", { source: "conversation_player" });
  });

  it("pauses and resumes from the Pause button", async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => vi.advanceTimersByTime(1200));

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("status")).toHaveTextContent("Paused");
    act(() => vi.advanceTimersByTime(60_000));
    expect(transcriptLines()).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => vi.advanceTimersByTime(800));
    expect(transcriptLines()).toHaveLength(3);
  });

  it("restarts from the first line after 100 ms", async () => {
    const audio = await renderLoaded();
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => vi.advanceTimersByTime(2500));

    fireEvent.click(screen.getByRole("button", { name: "Restart" }));
    expect(transcriptLines()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));

    expect(transcriptLines()).toHaveLength(1);
    expect(audio.played.at(-1)).toBe("/audio/demo/01-ai.mp3");
  });

  it("keeps the whole transcript a click away", async () => {
    await renderLoaded();
    const summary = screen.getByText("Read the full transcript");
    const details = summary.closest("details");
    expect(details).not.toBeNull();
    expect(within(details as HTMLElement).getAllByRole("listitem", { hidden: true })).toHaveLength(
      4,
    );
  });
});

describe("DemoConversationPlayer autoplay", () => {
  it("plays once, 500 ms after half of it scrolled into view", async () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.useFakeTimers();
    const onEvent = vi.fn();
    render(<Autoplay onEvent={onEvent} />);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    const observer = FakeIntersectionObserver.instances.at(-1);
    expect(observer?.options?.threshold).toBe(0.5);

    observer?.show(0.3);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();

    observer?.show(0.5);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith("demo_started", {
      source: "conversation_player",
      autoplay: true,
    });
  });

  it("does not watch the view when autoplay is off", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    render(<Loaded />);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});

describe("DemoConversationPlayer accessibility", () => {
  it.each([
    ["Loaded", Loaded],
    ["Loading", Loading],
    ["MetadataError", MetadataError],
    ["Spanish", Spanish],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    render(<Story />);
    await waitFor(() => expect(screen.getByRole("status")).toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    ["Playing", Playing],
    ["Paused", Paused],
    ["Ended", Ended],
  ] as const)("has no axe violations in %s", async (_name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, userEvent: userEvent.setup() });
    expect(transcriptLines().length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });
});
