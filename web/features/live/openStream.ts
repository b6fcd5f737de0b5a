import { sseParser, type SseMessage } from './sse';

/**
 * Opens the stream at `url` with `fetch` and reads it until it ends, drops or `signal` stops it:
 * EventSource would reopen by itself with the same single-use ticket, and never tells the status
 * (a 503 means "poll instead"). Answers the HTTP status (200 once it has ended or dropped), or 0
 * when no answer came (offline, stopped).
 */
export async function openStream(url: string, signal: AbortSignal, onMessage: (message: SseMessage) => void): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'text/event-stream' }, cache: 'no-store', signal });
  } catch {
    return 0;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const push = sseParser(onMessage);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      push(decoder.decode(value, { stream: true }));
    }
  } catch {
    // Dropped, or stopped: the caller knows which from its signal.
  }
  return response.status;
}
