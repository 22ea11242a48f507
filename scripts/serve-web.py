#!/usr/bin/env python3
"""Serves the web bundle (dist/web) on localhost, as a real host would: a file with a
precompressed copy beside it (name.br, name.gz, made by scripts/build-web.sh) is sent
compressed when the browser accepts it, with Content-Encoding and the original file's type.

    scripts/serve-web.py [--port N] [--dir dist/web]

Port 0 takes a free port; the first line says which ("Serving HTTP on ... port N").
"""

import argparse
import functools
import http.server
import os
import sys

# The encodings tried, best first, with the suffix of their precompressed copies.
ENCODINGS = [("br", ".br"), ("gzip", ".gz")]


class BundleHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        accepted = {
            part.split(";")[0].strip()
            for part in self.headers.get("Accept-Encoding", "").split(",")
        }
        for encoding, suffix in ENCODINGS:
            if encoding in accepted and os.path.isfile(path + suffix):
                return self.send_compressed(path, path + suffix, encoding)
        return super().send_head()

    def send_compressed(self, path, compressed, encoding):
        try:
            body = open(compressed, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        # The page reads the uncompressed size for its progress bar.
        self.send_header("X-Uncompressed-Length", str(os.path.getsize(path)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def end_headers(self):
        # A new build must reach the player: the service worker, not the HTTP cache, keeps
        # the bundle for offline play.
        self.send_header("Cache-Control", "no-cache")
        # Cross-origin isolation, so that the engine's workers may share memory: Master's
        # search then has helper threads (web/engine-worker.js). Every file is the page's
        # own, so nothing it loads is kept out.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--dir", default="dist/web")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.dir, "index.html")):
        sys.exit(f"serve-web: no web bundle in {args.dir} (build it with scripts/build-web.sh)")
    handler = functools.partial(BundleHandler, directory=args.dir)
    with http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler) as server:
        print(f"Serving HTTP on 127.0.0.1 port {server.server_address[1]}", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
