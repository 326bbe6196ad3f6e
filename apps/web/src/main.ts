// The entry script. A page whose HTML already shows it (server-rendered or prerendered, issue 27)
// is first put on screen, and only then is the app (boot.tsx) fetched and run: its code and
// hydration would otherwise hold up that first paint on a phone's slow CPU and network. "On
// screen" is the first contentful paint as the browser reports it: a frame callback comes before
// the frame is presented, and the app's requests then raced the paint. A page with nothing in it
// yet (the app renders it) starts the app at once, as does a browser without paint timing.
const boot = () => void import("./boot");

const served = document.getElementById("root")?.hasChildNodes() ?? false;
if (!served || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) boot();
else {
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    boot();
  });
  observer.observe({ type: "paint", buffered: true });
}
