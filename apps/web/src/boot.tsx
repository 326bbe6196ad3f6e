import { readStoredSession } from "@rabota/domain/transitions";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/pages";
import { readServedPage } from "./app/served-page";

// The page is painted: now the web font loads, and is put in place once it is here (one relayout,
// with the size-matched fallback's metrics; src/app/global.css).
document.fonts
  .load('1em "Golos Text Variable"', "Работа Rabota 0123456789 ₽")
  .then(() => {
    document.documentElement.dataset.webFont = "";
  })
  // Unreachable: the page stays in the fallback, which is sized like the web font.
  .catch(() => {});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The current page's chunk starts downloading now, while React renders the frame, instead of
// when the router first meets the lazy page.
preloadPage(window.location.pathname);

const served = readServedPage(document);
const app = (
  <StrictMode>
    <App served={served} />
  </StrictMode>
);
// A rendered page is hydrated in place when it was rendered for this visitor: a guest's (the
// intro, the documents, the vacancy pages) for a guest, a signed-in applicant's vacancy pages
// for that applicant, whose session the page carries. Anyone else's first render is the session
// check's spinner (§2.1), which that markup cannot match, so the app renders anew.
const storedUser = readStoredSession(window.localStorage)?.userId ?? null;
if (root.hasChildNodes() && storedUser === (served?.session?.userId ?? null)) {
  // Hydrated in a transition, which React does in slices that leave the main thread free between
  // them, instead of one long task on a phone's slow CPU (issue 27). The frame is
  // `aria-disabled` meanwhile (root-layout).
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
