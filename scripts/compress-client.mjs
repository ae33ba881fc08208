// Writes a brotli (.br) and a gzip (.gz) copy beside each built script, stylesheet and SVG in dist/, which
// the server sends to browsers that accept them (@fastify/static `preCompressed`): about a third of the bytes
// on the wire, compressed once at build time at the highest levels instead of on every request.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist');
// not index.html (the server renders it per request) nor the build manifest (read from disk): never sent as files
const compressible = /\.(js|css|svg)$/;
/** smaller files gain nothing worth an extra file and a lookup */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
  files += 1;
  before += body.length;
  after += br.length;
}
process.stdout.write(
  `compressed ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli\n`,
);
