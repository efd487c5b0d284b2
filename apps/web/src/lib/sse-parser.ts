/**
 * An incremental reader of the server-sent-events format (WHATWG HTML "Server-sent events", §9.2.6),
 * fed with decoded text as it arrives from a fetch() body. Lines end in CRLF, LF or CR; a blank line
 * ends a frame; `:` lines are comments (the server's heartbeat); several `data:` lines join with "\n";
 * a frame without data is not dispatched. Unlike EventSource it says whether THIS frame carried an
 * `id:` (rider.location has none and must not be mistaken for the previous event: ADR 0011).
 */
export interface SseFrame {
  /** The frame's own `id:` value, or null when it had none. */
  readonly id: string | null;
  /** `event:` (default 'message'). */
  readonly event: string;
  readonly data: string;
}

export class SseParser {
  private buffer = '';
  private started = false;
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  /** The last valid `retry:` (ms), or null when the server sent none. */
  retry: number | null = null;

  /** Adds text and returns the frames it completed, in order. */
  feed(chunk: string): SseFrame[] {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const buffer = this.buffer + text;
    const frames: SseFrame[] = [];
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const c = buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      // A CR at the end may be the first half of a CRLF split across chunks: wait for the next one.
      if (c === '\r' && i === buffer.length - 1) break;
      const line = buffer.slice(start, i);
      if (c === '\r' && buffer[i + 1] === '\n') i++;
      start = i + 1;
      this.line(line, frames);
    }
    this.buffer = buffer.slice(start);
    return frames;
  }

  private line(line: string, frames: SseFrame[]): void {
    if (line === '') {
      if (this.data.length > 0) frames.push({ id: this.id, event: this.event || 'message', data: this.data.join('\n') });
      this.data = [];
      this.event = '';
      this.id = null;
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.event = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        // Unknown fields are ignored (the format says so).
        break;
    }
  }
}
