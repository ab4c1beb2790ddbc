// The page's start-up (inlined into index.html by Trunk's pattern_script, Trunk.toml): the page
// wasm is fetched and started once the first paint is on screen — when the browser reports it
// as the visit's largest contentful paint, else two frames later, or after half a second at
// most (a tab not drawn) — so the board is shown before anything else is downloaded. At once
// when the page has no first paint.
let started = false;
const start = () => {
  if (!started) {
    started = true;
    init({ module_or_path: wasm });
  }
};
if (!document.querySelector('#first-paint > *')) {
  start();
} else {
  try {
    if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      const seen = new PerformanceObserver(() => {
        seen.disconnect();
        start();
      });
      seen.observe({ type: 'largest-contentful-paint', buffered: true });
    }
  } catch (e) {
    // No paint timing here: the frames below start the page.
  }
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 100)));
  setTimeout(start, 500);
}
