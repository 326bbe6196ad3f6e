// The one part of jsdom the server entry uses (vacancy-pages.tsx): a window for DOMPurify.
// Declared here rather than with @types/jsdom, which the workspace would hoist into every
// package's compilation, bringing the DOM's types into the gateway's.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
