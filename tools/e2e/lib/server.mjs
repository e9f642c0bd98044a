// A tiny static file server on 127.0.0.1 for the built site. It serves one directory under
// one or more URL prefixes (e.g. "/" and "/rust-serialization-bench/"), so the tests can prove
// that the site works from a GitHub Pages project sub-path as well as from the root.

import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

/** Content types the site needs; `application/wasm` matters (streaming compilation). */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Resolves a request path below `root`, or null when it would escape it.
 * @param {string} root absolute directory
 * @param {string} relative URL path below the prefix, already decoded
 */
function resolveInside(root, relative) {
  const file = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * Starts serving `root` under each of `prefixes` (each starting and ending with "/").
 * A directory request serves its index.html. With `spaFallback`, a missing file is answered
 * with the site's index.html and status 200, as `trunk serve` and many single-page hosts do.
 * Resolves to `{ origin, url(prefix), close() }`.
 * @param {string} root
 * With `gzip`, a response goes out gzip-encoded when the request accepts it, as a web host
 * would send it (the site's benchmark turns this on when it limits the bandwidth).
 * With `hold`, a function of the request's path, the answer waits for the promise it returns
 * (when it returns one): a test holds a file back to see the page without it.
 * @param {{ prefixes?: string[], port?: number, spaFallback?: boolean, host?: string, gzip?: boolean,
 *           hold?: (pathname: string) => Promise<void> | null }} [options]
 */
export async function serveStatic(root, { prefixes = ['/'], port = 0, spaFallback = false, host = '127.0.0.1', gzip = false, hold = null } = {}) {
  root = path.resolve(root);
  /** Compressed bodies by file, made once per server. */
  const compressed = new Map();
  // Longest prefix first, so "/a/b/" wins over "/".
  const ordered = [...prefixes].sort((a, b) => b.length - a.length);
  const server = http.createServer(async (request, response) => {
    try {
      const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      const held = hold?.(pathname);
      if (held) await held;
      const prefix = ordered.find((p) => pathname.startsWith(p));
      if (!prefix) return send(response, 404, 'not under a served prefix');
      let file = resolveInside(root, pathname.slice(prefix.length));
      if (!file) return send(response, 403, 'outside the served directory');
      let stat = await fs.stat(file).catch(() => null);
      if (stat?.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat?.isFile() && spaFallback) {
        file = path.join(root, 'index.html');
        stat = await fs.stat(file).catch(() => null);
      }
      if (!stat?.isFile()) return send(response, 404, 'not found');
      let body = await fs.readFile(file);
      const headers = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // Fresh loads must really load: the browser may not reuse anything between tests.
        'cache-control': 'no-store',
      };
      if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        if (!compressed.has(file)) compressed.set(file, zlib.gzipSync(body));
        body = compressed.get(file);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      headers['content-length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      send(response, 500, String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const origin = `http://${host}:${server.address().port}`;
  return {
    origin,
    /** The page's address under `prefix` (default: the first prefix given). */
    url: (prefix = prefixes[0]) => origin + prefix,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

function send(response, status, text) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(text + '\n');
}
