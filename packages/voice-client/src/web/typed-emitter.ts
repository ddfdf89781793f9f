// A small event emitter with the public surface of Node's `EventEmitter` (which
// `@vapi-ai/web`'s `Vapi` extends), typed by an event map, and without pulling
// Node's `events` polyfill into browser bundles.

// biome-ignore lint/suspicious/noExplicitAny: listener maps are checked per key by `on`/`emit`.
type AnyListener = (...args: any[]) => void;

/**
 * An event map: each event name to its listener's signature.
 *
 * @example
 * ```ts
 * import type { EventMap } from "@ringline/voice-client/web";
 *
 * interface ClockEvents {
 *   tick: (at: number) => void;
 * }
 * const check: EventMap<ClockEvents> = { tick: () => {} };
 * ```
 */
export type EventMap<Events> = { [K in keyof Events]: AnyListener };

/**
 * The listeners an emitter accepts for an event map: by default the map itself.
 *
 * @example
 * ```ts
 * type Accepted = ListenerMap<{ tick: (at: number) => void }>; // { tick: (...args: any[]) => void }
 * ```
 */
export type ListenerMap<Events> = { [K in keyof Events]: AnyListener };

interface Registration {
  listener: AnyListener;
  once: boolean;
}

/**
 * An event emitter typed by an event map: `emit` takes the map's payloads; `on` and friends
 * take `Listeners` (the map itself unless a looser one is given, as `WebCall` does for
 * compatibility with `@vapi-ai/web`). Listeners run in the order they were added; one
 * that throws does not stop the others (the error is reported to `console.error`), except
 * for `error` with no listener, which is dropped rather than thrown (a browser has no
 * process to crash, and a call must survive an unobserved error).
 *
 * @example
 * ```ts
 * import { TypedEmitter } from "@ringline/voice-client/web";
 *
 * class Clock extends TypedEmitter<{ tick: (at: number) => void }> {
 *   advance() {
 *     this.emit("tick", Date.now());
 *   }
 * }
 * new Clock().on("tick", (at) => console.log(at));
 * ```
 */
export class TypedEmitter<
  Events extends EventMap<Events>,
  Listeners extends ListenerMap<Events> = Events,
> {
  #listeners = new Map<string | symbol, Registration[]>();
  #maxListeners = 10;

  #add(event: string | symbol, listener: AnyListener, once: boolean, prepend: boolean): this {
    const list = this.#listeners.get(event) ?? [];
    const registration = { listener, once };
    this.#listeners.set(event, prepend ? [registration, ...list] : [...list, registration]);
    return this;
  }

  /**
   * Adds a listener.
   *
   * @example
   * ```ts
   * call.on("message", (message) => console.log(message.type));
   * ```
   */
  on<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.#add(event, listener, false, false);
  }

  /**
   * Same as {@link TypedEmitter.on}.
   *
   * @example
   * ```ts
   * call.addListener("call-end", () => console.log("ended"));
   * ```
   */
  addListener<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.#add(event, listener, false, false);
  }

  /**
   * Adds a listener that runs once, then is removed.
   *
   * @example
   * ```ts
   * call.once("call-start", () => console.log("the assistant is listening"));
   * ```
   */
  once<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.#add(event, listener, true, false);
  }

  /**
   * Adds a listener before the others.
   *
   * @example
   * ```ts
   * call.prependListener("message", (message) => audit(message));
   * ```
   */
  prependListener<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.#add(event, listener, false, true);
  }

  /**
   * Adds a one-time listener before the others.
   *
   * @example
   * ```ts
   * call.prependOnceListener("call-end", () => flush());
   * ```
   */
  prependOnceListener<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.#add(event, listener, true, true);
  }

  /**
   * Removes a listener (the last registration of it).
   *
   * @example
   * ```ts
   * const onMessage = (message: unknown) => console.log(message);
   * call.on("message", onMessage);
   * call.off("message", onMessage);
   * ```
   */
  off<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    const list = this.#listeners.get(event);
    if (!list) return this;
    const index = list.map((registration) => registration.listener).lastIndexOf(listener);
    if (index >= 0) this.#listeners.set(event, [...list.slice(0, index), ...list.slice(index + 1)]);
    return this;
  }

  /**
   * Same as {@link TypedEmitter.off}.
   *
   * @example
   * ```ts
   * call.removeListener("message", onMessage);
   * ```
   */
  removeListener<K extends keyof Events & string>(event: K, listener: Listeners[K]): this {
    return this.off(event, listener);
  }

  /**
   * Removes every listener of one event, or of all events.
   *
   * @example
   * ```ts
   * call.removeAllListeners("volume-level");
   * call.removeAllListeners();
   * ```
   */
  removeAllListeners(event?: keyof Events & string): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  /**
   * Calls the listeners of an event with the given arguments; answers whether there were any.
   *
   * @example
   * ```ts
   * emitter.emit("tick", Date.now());
   * ```
   */
  emit<K extends keyof Events & string>(event: K, ...args: Parameters<Events[K]>): boolean {
    const list = this.#listeners.get(event);
    if (!list || list.length === 0) return false;
    if (list.some((registration) => registration.once)) {
      this.#listeners.set(
        event,
        list.filter((registration) => !registration.once),
      );
    }
    for (const registration of list) {
      try {
        registration.listener.apply(this, args);
      } catch (error) {
        // A listener's bug must not break the call's own bookkeeping that follows the emit.
        console.error(`[voice-client] a "${event}" listener threw`, error);
      }
    }
    return true;
  }

  /**
   * How many listeners an event has (of one listener, when given).
   *
   * @example
   * ```ts
   * if (call.listenerCount("volume-level") > 0) startMeter();
   * ```
   */
  listenerCount(event: string | symbol, listener?: AnyListener): number {
    const list = this.#listeners.get(event) ?? [];
    return listener ? list.filter((r) => r.listener === listener).length : list.length;
  }

  /**
   * The listeners of an event, in call order.
   *
   * @example
   * ```ts
   * call.listeners("message").length;
   * ```
   */
  listeners(event: string | symbol): AnyListener[] {
    return (this.#listeners.get(event) ?? []).map((registration) => registration.listener);
  }

  /**
   * Same as {@link TypedEmitter.listeners} (no wrappers are involved here).
   *
   * @example
   * ```ts
   * call.rawListeners("message");
   * ```
   */
  rawListeners(event: string | symbol): AnyListener[] {
    return this.listeners(event);
  }

  /**
   * The names of the events that have listeners.
   *
   * @example
   * ```ts
   * call.eventNames(); // ["message", "call-end"]
   * ```
   */
  eventNames(): (string | symbol)[] {
    return [...this.#listeners].filter(([, list]) => list.length > 0).map(([event]) => event);
  }

  /**
   * Kept for `EventEmitter` compatibility; no warning is ever printed.
   *
   * @example
   * ```ts
   * call.setMaxListeners(20);
   * ```
   */
  setMaxListeners(count: number): this {
    this.#maxListeners = count;
    return this;
  }

  /**
   * The value last given to {@link TypedEmitter.setMaxListeners} (10 by default).
   *
   * @example
   * ```ts
   * call.getMaxListeners(); // 10
   * ```
   */
  getMaxListeners(): number {
    return this.#maxListeners;
  }
}
