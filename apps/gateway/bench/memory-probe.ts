/**
 * Loaded into a benchmark's gateway process (`--import`, with `--expose-gc`): on the message
 * "memory" from the parent it collects garbage and answers `process.memoryUsage()`, so the
 * figures compare live memory rather than whenever the collector last ran.
 */
process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});
// The channel must not keep the gateway alive once it shuts down.
process.channel?.unref();
