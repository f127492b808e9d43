import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends a POST at a time and reads its answer, for load generators that
 * share the two cores with the server they measure. `fetch` spends about as much CPU on a request as the server
 * spends on a chat post (0.3–0.4 ms, with the garbage it leaves), which would halve what the server can be shown
 * to do; this writes the request in one piece and reads the answer by its Content-Length.
 */
export class PostConnection {
  private readonly socket: net.Socket;
  private readonly connected: Promise<void>;
  private received: Buffer = Buffer.alloc(0);
  private waiting?: { resolve(body: string): void; reject(error: Error): void };

  constructor(url: string) {
    const { hostname, port } = new URL(url);
    this.socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve).once('error', reject);
    });
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** Sends `body` as JSON to `path` with the given extra header lines, and resolves with the answer's body. */
  async post(path: string, headerLines: string, body: string): Promise<string> {
    await this.connected;
    if (this.waiting) throw new Error('one request at a time');
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nhost: bench\r\ncontent-type: application/json\r\n${headerLines}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
  }

  close() {
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headerEnd = this.received.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.received.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`no content-length in ${head.split('\r\n')[0]}`));
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.received.length < bodyEnd) return;
    const body = this.received.toString('utf8', bodyStart, bodyEnd);
    this.received = this.received.subarray(bodyEnd);
    const waiting = this.waiting;
    this.waiting = undefined;
    if (!head.startsWith('HTTP/1.1 200')) waiting?.reject(new Error(`${head.split('\r\n')[0]}: ${body}`));
    else waiting?.resolve(body);
  }

  private fail(error: Error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}
