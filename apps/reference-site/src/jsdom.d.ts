// The little of jsdom the prerender uses (src/prerender.tsx); jsdom ships no types of its own.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
