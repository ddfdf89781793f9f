/**
 * What the page's `<ringline-demo-call>` is pointed at: the voice emulator the test started.
 */
export interface DemoCallTarget {
  publicKey: string;
  assistantId: string;
  platformUrl: string;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/**
 * A partner page that fights the widgets: huge root font size, global rules on every
 * element, a rule on one of the widgets' own class names, and one legitimate theming rule.
 * It loads the embed as partners do, with one module script from `/embed/`.
 */
export function hostilePage(demoCall: DemoCallTarget): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Hostile partner page</title>
<style>
  html { font-size: 40px; }
  * { font-size: 40px; font-family: "Comic Sans MS", cursive; color: rgb(0, 128, 0); letter-spacing: 3px; line-height: 3; }
  button { background: red; border: 5px dashed blue; }
  .rl-button { background: rgb(255, 0, 0); padding: 50px; }
  h2 { text-transform: uppercase; }
  input { display: none; }
  ringline-pricing { --rl-color-primary: rgb(124, 58, 237); }
</style>
</head>
<body>
  <button type="button" class="rl-button" id="host-button">Host button</button>
  <p class="rl-root" id="host-root">Host paragraph with a widget class</p>
  <ringline-roi-calculator id="roi" base-url="https://ringline.ai"></ringline-roi-calculator>
  <ringline-forwarding-guide id="forwarding" business-number="+1 (555) 123-4567"></ringline-forwarding-guide>
  <ringline-pricing id="pricing"></ringline-pricing>
  <ringline-demo-call id="demo-call" public-key="${escapeAttribute(demoCall.publicKey)}"
    assistant-id="${escapeAttribute(demoCall.assistantId)}"
    platform-url="${escapeAttribute(demoCall.platformUrl)}" transport="local"></ringline-demo-call>
  <ringline-chat id="chat" mode="support"></ringline-chat>
  <script>
    window.ringlineEvents = [];
    document.addEventListener("ringline-event", (event) => window.ringlineEvents.push(event.detail));
    // The page stays put when a widget link is followed, so the test can look at it.
    document.addEventListener("click", (event) => {
      if (event.composedPath().some((node) => node instanceof HTMLAnchorElement)) event.preventDefault();
    });
  </script>
  <script type="module" src="/embed/ringline-embed.js"></script>
</body>
</html>`;
}
