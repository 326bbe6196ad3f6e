// The entry script. The page's HTML already shows the page (server-rendered or prerendered,
// issue 27): the browser paints it first, and only then fetches and runs the app (boot.tsx),
// whose code and hydration would otherwise hold up that first paint on a phone's slow CPU.
requestAnimationFrame(() => setTimeout(() => void import("./boot")));
