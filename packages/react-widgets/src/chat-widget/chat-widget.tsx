import { Fragment, type ReactNode } from "react";
import type { AnalyticsHandler } from "../shared/analytics.js";
import { baseStyles } from "../shared/base-styles.js";
import { ChatIcon, CloseIcon, ResetIcon } from "../shared/icons.js";
import type { Locale } from "../shared/messages.js";
import { useInjectedStyles } from "../shared/use-injected-styles.js";
import { visuallyHiddenStyles } from "../shared/visually-hidden.js";
import type { ChatClient, ChatCustomerData, ChatMode } from "./chat-client.js";
import type { MarkdownBlock, MarkdownInline } from "./chat-markdown.js";
import type { ChatMarkdownModule } from "./chat-markdown-loader.js";
import type { ChatMessage } from "./chat-state.js";
import type { ChatStorage } from "./chat-storage.js";
import type { UseChatWidgetResult } from "./chat-widget.props.js";
import { chatWidgetStyles } from "./chat-widget.styles.js";
import { type ChatWidgetEvents, useChatWidget } from "./use-chat-widget.js";

const CHAT_STYLE_SHEETS = [baseStyles, visuallyHiddenStyles, chatWidgetStyles];

/**
 * Props of {@link ChatWidget}.
 *
 * @example
 * ```tsx
 * const props: ChatWidgetProps = { mode: "dashboard", customerData: { businessName: "Acme" } };
 * ```
 */
export interface ChatWidgetProps {
  /** Default: from `path` (`/dashboard…` dashboard, `/support` and `/faq` support, else marketing). */
  mode?: ChatMode | undefined;
  /** The page's path, for the mode. Default `location.pathname`. */
  path?: string | undefined;
  /** Whether an owner is signed in. Default: true in dashboard mode only. */
  isAuthenticated?: boolean | undefined;
  /** The signed-in owner's name. */
  userName?: string | undefined;
  /** The owner's business name (greeted by it on the dashboard), AI phone number and plan. */
  customerData?: ChatCustomerData | null | undefined;
  /**
   * The state of what the widget depends on (e.g. the owner's profile): nothing at all is
   * rendered while it is `"loading"` or in `"error"`. Default `"ready"`.
   */
  contextStatus?: "loading" | "ready" | "error" | undefined;
  /** Default: the `ApiClient` of `@ringline/api-client` for the same origin, loaded on first use. */
  client?: ChatClient | undefined;
  /** Where the conversation is kept between pages. Default `sessionStorage`. */
  storage?: ChatStorage | undefined;
  /** Named in the apology when a reply fails. Default `support@ringline.ai`. */
  supportEmail?: string | undefined;
  /** Open on first render. */
  defaultOpen?: boolean | undefined;
  /** Default `"en"`. */
  locale?: Locale | undefined;
  /** Analytics callback; the events also go to `window.gtag` when present. */
  onEvent?: AnalyticsHandler<ChatWidgetEvents> | undefined;
}

/**
 * The chat assistant: a bubble in the corner that opens a chat (full screen on phones,
 * a 420×650 panel on larger screens). Its mode follows the page (dashboard, support,
 * marketing) unless set; marketing visitors pick a topic, then give a first name and an
 * e-mail before the topic is answered. Replies stream in when the server can, render as
 * text or a small safe Markdown subset, and the conversation survives navigation within
 * the site.
 *
 * @example
 * ```tsx
 * import { ChatWidget } from "@ringline/react-widgets";
 *
 * // Marketing site: the mode comes from the path.
 * <ChatWidget />
 * // Dashboard: hidden until the profile has loaded.
 * <ChatWidget
 *   contextStatus={profile.isLoading ? "loading" : profile.error ? "error" : "ready"}
 *   isAuthenticated
 *   userName={profile.data?.firstName}
 *   customerData={{ businessName: profile.data?.businessName, aiPhoneNumber: profile.data?.phone }}
 * />
 * ```
 */
export function ChatWidget({ contextStatus = "ready", ...options }: ChatWidgetProps) {
  const chat = useChatWidget(options);
  const styleRef = useInjectedStyles(CHAT_STYLE_SHEETS);
  if (contextStatus !== "ready") return null;

  const { state } = chat;
  return (
    <div ref={styleRef} className="rl-root rl-chat" data-open={state.open} data-mode={chat.mode}>
      {state.open ? <ChatPanel chat={chat} /> : null}
      <button className="rl-chat__bubble" {...chat.getBubbleProps()}>
        {state.open ? <CloseIcon /> : <ChatIcon />}
        {state.unread > 0 ? (
          <span className="rl-chat__badge" aria-hidden="true">
            {state.unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}

function ChatPanel({ chat }: { chat: UseChatWidgetResult }) {
  const { state, texts } = chat;
  return (
    <section className="rl-chat__panel" {...chat.getPanelProps()}>
      <div className="rl-chat__header">
        <div className="rl-chat__heading">
          <h2 className="rl-chat__title" {...chat.getTitleProps()}>
            {texts.title}
          </h2>
          <p className="rl-chat__subtitle">{texts.subtitle}</p>
        </div>
        <button className="rl-icon-button" {...chat.getResetButtonProps()}>
          <ResetIcon />
        </button>
        <button className="rl-icon-button" {...chat.getCloseButtonProps()}>
          <CloseIcon />
        </button>
      </div>
      <div className="rl-chat__body">
        <section className="rl-chat__scroller" {...chat.getScrollerProps()}>
          <ol className="rl-chat__list">
            {state.messages.map((message) => (
              <li
                key={message.id}
                className="rl-chat__message"
                data-role={message.role}
                data-error={message.error === true}
              >
                <span className="rl-visually-hidden">
                  {message.role === "user" ? texts.you : texts.assistant}:{" "}
                </span>
                <MessageContent message={message} markdown={chat.markdown} />
              </li>
            ))}
            {chat.typing ? (
              <li className="rl-chat__typing">
                <span className="rl-visually-hidden">{texts.typing}</span>
                <span className="rl-chat__dot" aria-hidden="true" />
                <span className="rl-chat__dot" aria-hidden="true" />
                <span className="rl-chat__dot" aria-hidden="true" />
              </li>
            ) : null}
          </ol>
          {chat.topics.length > 0 ? (
            <Choices label={texts.topicsLabel} labelVisible={false}>
              {chat.topics.map((topic) => (
                <button key={topic} className="rl-chat__choice" {...chat.getChoiceProps(topic)}>
                  {topic}
                </button>
              ))}
              {chat.offerOwnTopic ? (
                <button className="rl-chat__choice" {...chat.getOwnTopicProps()}>
                  {texts.otherTopic}
                </button>
              ) : null}
            </Choices>
          ) : null}
          {chat.quickQuestions.length > 0 ? (
            <Choices label={texts.quickQuestionsLabel} labelVisible>
              {chat.quickQuestions.map((question) => (
                <button
                  key={question}
                  className="rl-chat__choice"
                  {...chat.getChoiceProps(question)}
                >
                  {question}
                </button>
              ))}
            </Choices>
          ) : null}
        </section>
        {chat.showScrollButton ? (
          <button className="rl-chat__scroll-down" {...chat.getScrollButtonProps()}>
            {texts.scrollToLatest}
          </button>
        ) : null}
      </div>
      <p className="rl-visually-hidden" role="status">
        {chat.announcement}
      </p>
      {chat.inputVisible ? <ChatForm chat={chat} /> : null}
    </section>
  );
}

function ChatForm({ chat }: { chat: UseChatWidgetResult }) {
  const input = chat.getInputProps();
  return (
    <form className="rl-chat__form" {...chat.getFormProps()}>
      <label htmlFor={input.id} className="rl-visually-hidden">
        {chat.texts.inputLabel}
      </label>
      <textarea className="rl-chat__input" {...input} />
      <button className="rl-button rl-button--primary" {...chat.getSendButtonProps()}>
        {chat.texts.send}
      </button>
    </form>
  );
}

function Choices({
  label,
  labelVisible,
  children,
}: {
  label: string;
  labelVisible: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="rl-chat__choices">
      <legend className={labelVisible ? "rl-chat__choices-label" : "rl-visually-hidden"}>
        {label}
      </legend>
      {children}
    </fieldset>
  );
}

function MessageContent({
  message,
  markdown,
}: {
  message: ChatMessage;
  markdown: ChatMarkdownModule | undefined;
}) {
  if (message.role === "user") return message.content;
  // The reader loads with the open panel; for that moment the reply shows as written.
  if (!markdown) return <p className="rl-chat__plain">{message.content}</p>;
  return <Blocks blocks={markdown.parseMarkdown(message.content)} />;
}

function Blocks({ blocks }: { blocks: MarkdownBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case "paragraph":
        return block.tight ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable text
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            <Inlines nodes={block.children} />
          </Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable text
          <p key={index}>
            <Inlines nodes={block.children} />
          </p>
        );
      case "code":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable text
          <pre key={index} className="rl-chat__code-block">
            <code>{block.text}</code>
          </pre>
        );
      default: {
        const items = block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items of one immutable text
          <li key={itemIndex}>
            <Blocks blocks={item} />
          </li>
        ));
        return block.ordered ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable text
          <ol key={index} start={block.start}>
            {items}
          </ol>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable text
          <ul key={index}>{items}</ul>
        );
      }
    }
  });
}

function Inlines({ nodes }: { nodes: MarkdownInline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "break":
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable line
        return <br key={index} />;
      case "code":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable line
          <code key={index} className="rl-chat__code">
            {node.text}
          </code>
        );
      case "strong":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable line
          <strong key={index}>
            <Inlines nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable line
          <em key={index}>
            <Inlines nodes={node.children} />
          </em>
        );
      case "link": {
        const web = /^https?:/i.test(node.href);
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: runs of one immutable line
            key={index}
            href={node.href}
            {...(web ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            <Inlines nodes={node.children} />
          </a>
        );
      }
      default:
        return null;
    }
  });
}
