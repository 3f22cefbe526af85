import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate } from "node:zlib";
import type { Readable } from "node:stream";

const decoders: Record<string, (buffer: Buffer, options: { maxOutputLength: number }) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.limit = limit;
  }
}

/**
 * Reads a body up to `maxBytes`, both as sent and once decompressed (so a small gzip bomb is
 * refused as surely as a huge plain body). Stops reading, and destroys the stream, at the cap.
 */
export async function readCappedBody({ body, maxBytes, contentLength, contentEncoding }: {
  body: Readable;
  maxBytes: number;
  contentLength: string | undefined;
  contentEncoding: string | undefined;
}): Promise<string> {
  if (contentLength !== undefined && Number(contentLength) > maxBytes) {
    body.destroy();
    throw new BodyTooLargeError(maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      body.destroy();
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(chunk);
  }
  let buffer: Buffer = Buffer.concat(chunks);
  const encoding = contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    const decode = decoders[encoding];
    if (!decode) throw new Error(`unsupported content-encoding ${encoding}`);
    try {
      buffer = await decode(buffer, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw new BodyTooLargeError(maxBytes);
      throw error;
    }
  }
  return buffer.toString("utf8");
}
