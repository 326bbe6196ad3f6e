import { readStoredSession } from "@rabota/domain/transitions";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadPage } from "./app/pages";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The current page's chunk starts downloading now, while React renders the frame, instead of
// when the router first meets the lazy page.
preloadPage(window.location.pathname);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A prerendered page (the intro, the documents: a guest's view) is hydrated in place. A
// signed-in visitor's first render is the session check's spinner (§2.1), which that markup
// cannot match, so the app renders anew, as it does on every other page.
const signedIn = readStoredSession(window.localStorage) !== null;
if (root.hasChildNodes() && !signedIn) hydrateRoot(root, app);
else createRoot(root).render(app);
