import * as esbuild from "esbuild";
const pureCore: esbuild.Plugin = { name: "p", setup(build) {
  build.onResolve({ filter: /\.tsx?$/ }, async (args) => {
    if (args.pluginData === "pure-core") return undefined;
    const r = await build.resolve(args.path, { importer: args.importer, resolveDir: args.resolveDir, kind: args.kind, pluginData: "pure-core" });
    return /[\\/]brandkit[\\/]/.test(r.path) ? { ...r, sideEffects: false } : r;
  });
}};
const res = await esbuild.build({ absWorkingDir: Deno.cwd(), bundle: true, write: false, minify: true, format: "esm", splitting: true,
  jsx: "automatic", outdir: "dist", entryPoints: ["client/main.tsx"], plugins: [pureCore], metafile: true,
  loader: { ".woff2": "file", ".woff": "file" }, define: { "process.env.NODE_ENV": '"production"' }, logLevel: "silent", chunkNames: "chunk-[hash]" });
const main = Object.entries(res.metafile.outputs).find(([p]) => /main-.*\.js$/.test(p) || p.endsWith("main.js"))!;
const initial = new Set([main[0], ...main[1].imports.filter((i) => i.kind === "import-statement").map((i) => i.path)]);
const sizes = new Map<string, number>();
for (const o of initial) for (const [inp, v] of Object.entries(res.metafile.outputs[o].inputs)) sizes.set(inp, (sizes.get(inp) ?? 0) + v.bytesInOutput);
const groups = new Map<string, number>();
for (const [k, v] of sizes) { const g = k.includes("node_modules") ? k.replace(/.*node_modules\/(\.deno\/)?([^/]+).*/, "$2") : k; groups.set(g, (groups.get(g) ?? 0) + v); }
console.log([...groups].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1024).toFixed(1)}KB ${k}`).join("\n"));
await esbuild.stop();
