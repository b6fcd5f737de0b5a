import { describe, expect, it } from 'vitest';
import { sseParser, type SseMessage } from './sse';

/** The messages read from these chunks, fed one after another. */
function read(...chunks: string[]) {
  const messages: SseMessage[] = [];
  const push = sseParser((message) => messages.push(message));
  chunks.forEach(push);
  return messages;
}

describe('the event-stream parser', () => {
  it('reads named events, their data and the cursor, and skips comments (the heartbeat)', () => {
    expect(
      read(
        'event: ready\ndata: {"signed_in":true}\n\n',
        ': heartbeat\n\n',
        'id: 41\nevent: notification\ndata: {"id":41}\n\n',
        'event: stats\ndata: {}\n\n',
      ),
    ).toEqual([
      { event: 'ready', data: '{"signed_in":true}', id: '' },
      { event: 'notification', data: '{"id":41}', id: '41' },
      // The cursor stays until another id changes it.
      { event: 'stats', data: '{}', id: '41' },
    ]);
  });

  it('joins lines split anywhere between chunks, one character at a time included', () => {
    const stream = 'id: 7\nevent: latest\ndata: {"a":1}\n\n';
    const expected = [{ event: 'latest', data: '{"a":1}', id: '7' }];
    expect(read(stream.slice(0, 9), stream.slice(9, 20), stream.slice(20))).toEqual(expected);
    expect(read(...stream.split(''))).toEqual(expected);
  });

  it('ends lines with CRLF, LF or CR, a CRLF split between two chunks counting once', () => {
    expect(read('event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r', 'data: 3\n\n')).toEqual([
      { event: 'a', data: '1', id: '' },
      { event: 'b', data: '2', id: '' },
      { event: 'message', data: '3', id: '' },
    ]);
    // A CR ending a chunk and the LF opening the next one: one line end, not a blank line between.
    expect(read('event: c\r', '\ndata: 4\r', '\n\r', '\n')).toEqual([{ event: 'c', data: '4', id: '' }]);
  });

  it('joins data lines with a newline and takes one space after the colon, no more', () => {
    expect(read('data:  two spaces\ndata\ndata:x\n\n')).toEqual([{ event: 'message', data: ' two spaces\n\nx', id: '' }]);
  });

  it('sends no event without data, nor one the stream ended in the middle of', () => {
    expect(read('event: ready\n\n', 'id: 3\n\n', 'event: stats\ndata: {}\n')).toEqual([]);
    // The id of the event without data still moved the cursor.
    expect(read('id: 3\n\n', 'data: x\n\n')).toEqual([{ event: 'message', data: 'x', id: '3' }]);
  });

  it('ignores an id holding a NUL, unknown fields and retry', () => {
    expect(read('id: 5\n\nid: 6\0\nretry: 10\nfoo: bar\ndata: y\n\n')).toEqual([{ event: 'message', data: 'y', id: '5' }]);
  });
});
