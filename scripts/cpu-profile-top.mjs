// `node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows]`: the functions that took the most
// self time in a V8 CPU profile (`node --cpu-prof`, or BENCH_CPU_PROF with scripts/bench-catalogue.ts),
// then the same time summed by package (node_modules/<name>, node: internals, our own files).
import fs from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(1);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
for (const [i, id] of profile.samples.entries()) {
  const node = byId.get(id);
  self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function where(url) {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const ours = url.match(/\/(api|db|contract|scripts)\/.*$/);
  return ours ? ours[0].slice(1) : url;
}

const functions = new Map();
const packages = new Map();
for (const [node, us] of self) {
  const { functionName, url, lineNumber } = node.callFrame;
  const place = where(url);
  const key = `${functionName || '(anonymous)'}  ${place}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  const pkg =
    url && !url.includes('node_modules/') && !url.startsWith('node:')
      ? place.split('/').slice(0, 2).join('/')
      : place;
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`${(total / 1e6).toFixed(1)} s sampled in ${file}\n\nSelf time by function:`);
for (const [key, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`${pct(us)}  ${key}`);
console.log('\nSelf time by package:');
for (const [key, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(`${pct(us)}  ${key}`);
