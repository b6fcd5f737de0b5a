/**
 * The `text/event-stream` format (the HTML standard's "event stream interpretation"), read from the
 * chunks of a streamed `fetch` body as a TextDecoder gives them (it has already dropped the BOM).
 * Lines end with CRLF, LF or CR, possibly split between two chunks; a blank line sends the event
 * collected so far; `:` opens a comment (the server's heartbeat); `id` sets the cursor, which every
 * later event carries until another `id` changes it; `retry` is not used (reopening is the
 * client's own: reconnect.ts); an event without data is not sent, nor one cut off by the end.
 */
export type SseMessage = { event: string; data: string; id: string };

export function sseParser(onMessage: (message: SseMessage) => void): (chunk: string) => void {
  let rest = '';
  // The previous chunk ended with a CR: a LF opening the next one ends the same line.
  let afterCr = false;
  let event = '';
  let data: string[] = [];
  let id = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length) onMessage({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  };

  return (chunk) => {
    let text = chunk;
    if (afterCr && text) {
      afterCr = false;
      if (text.startsWith('\n')) text = text.slice(1);
    }
    text = rest + text;
    let start = 0;
    for (let end = 0; end < text.length; end++) {
      const char = text[end];
      if (char !== '\n' && char !== '\r') continue;
      line(text.slice(start, end));
      if (char === '\r') {
        if (end + 1 === text.length) afterCr = true;
        else if (text[end + 1] === '\n') end++;
      }
      start = end + 1;
    }
    rest = text.slice(start);
  };
}
