import { readStoredSession } from "@rabota/domain/transitions";
import { StrictMode, startTransition } from "react";
import { preloadPage } from "./app/pages";
import { readServedPage } from "./app/served-page";

// The app starts in steps, each its own task, so that a phone's slow CPU is never held for long
// at a time (Lighthouse's Total Blocking Time, issue 27): React, then the app's modules, then its
// services, then the render. Evaluating all of it at once was one task of 50 ms on a desktop CPU,
// four times that on a phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The current page's chunk downloads meanwhile, instead of when the router first meets the lazy
// page.
preloadPage(window.location.pathname);

const { createRoot, hydrateRoot } = await import("react-dom/client");
await nextTask();
const { App, createAppServices, env } = await import("./app/app");
await nextTask();

const served = readServedPage(document);
const services = createAppServices({ apiBaseUrl: env.apiBaseUrl, servedSession: served?.session ?? null });
// Started before the first render: with nothing stored the check ends at once, so a guest's first
// render is the page itself (the markup a prerendered page hydrates).
void services.sessionStore.getState().actions.restore();
await nextTask();

const app = (
  <StrictMode>
    <App services={services} served={served} />
  </StrictMode>
);
// A rendered page is hydrated in place when it was rendered for this visitor: a guest's (the
// intro, the documents, the vacancy pages) for a guest, a signed-in applicant's vacancy pages
// for that applicant, whose session the page carries. Anyone else's first render is the session
// check's spinner (§2.1), and an account that owes the personal-data consent sees the consent
// prompt instead of the page; that markup matches neither, so the app renders anew.
const stored = readStoredSession(window.localStorage);
if (
  root.hasChildNodes() &&
  (stored?.userId ?? null) === (served?.session?.userId ?? null) &&
  !stored?.consentRequired
) {
  // Hydrated in a transition, which React does in slices that leave the main thread free between
  // them. The frame is `aria-disabled` meanwhile (root-layout).
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
