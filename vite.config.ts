import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);

/** Writes .br and .gz beside every compressible asset so the server sends them without work. */
function precompress(): Plugin {
  return {
    name: 'stackwise-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = path.join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(path.resolve('dist/client'))) {
        if (!/\.(js|css|html|svg|json|txt|xml|ttf|webmanifest)$/.test(file) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve('public'),
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/auth/v1': `http://127.0.0.1:${serverPort}`,
      '/healthz': `http://127.0.0.1:${serverPort}`,
    },
  },
});
