import { useEffect, useState } from "react";

/** The Markdown reader (`chat-markdown.ts` with `marked`), loaded on its own. */
export type ChatMarkdownModule = typeof import("./chat-markdown.js");

let loaded: ChatMarkdownModule | undefined;
let loading: Promise<ChatMarkdownModule> | undefined;

/**
 * Loads the chat's Markdown reader once (it is kept out of the widget's first load: the
 * bubble needs none of it). Resolves with the module.
 *
 * @example
 * ```ts
 * const { parseMarkdown } = await loadChatMarkdown();
 * ```
 */
export function loadChatMarkdown(): Promise<ChatMarkdownModule> {
  loading ??= import("./chat-markdown.js").then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The Markdown reader once loaded; starts loading it when `needed` (the panel is open).
 * Undefined until then: replies show as plain text for that moment.
 *
 * @example
 * ```tsx
 * const markdown = useChatMarkdown(open);
 * markdown?.markdownToText(reply);
 * ```
 */
export function useChatMarkdown(needed: boolean): ChatMarkdownModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void loadChatMarkdown().then((value) => {
      if (live) setModule(value);
    });
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module ?? loaded;
}
