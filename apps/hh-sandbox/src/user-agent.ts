/**
 * hh requires `User-Agent` (or `HH-User-Agent`, which wins when both are sent). The sandbox also
 * refuses the bare defaults of Node's fetch (`node`, `undici`), so a client that forgot to name
 * itself fails here rather than against the real hh.
 */
const DEFAULT_AGENTS = new Set(["node", "undici"]);

export function userAgentProblem(
  headers: Record<string, string | string[] | undefined>,
): "unset" | "blacklisted" | null {
  const raw = headers["hh-user-agent"] ?? headers["user-agent"];
  const agent = (Array.isArray(raw) ? raw.at(-1) : raw)?.trim();
  if (!agent) return "unset";
  return DEFAULT_AGENTS.has(agent.toLowerCase()) ? "blacklisted" : null;
}
