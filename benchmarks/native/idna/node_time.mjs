// Node.js url.domainToASCII / url.domainToUnicode beside IDNA4J: the WHATWG URL Standard's domain
// parser (Node 18+ runs ada inside; process.versions.ada says which). An invalid domain gives ''.
// Node has no per-thread CPU clock: the time is process.cpuUsage() (user + system of every thread,
// V8's compiler and garbage-collector threads included), printed as both thread_ns and process_ns.
//
// Run: node node_time.mjs time|dump toAscii|toUnicode FILE CORPUS
// dump prints one line per name: "OK<TAB>output" or "ERR<TAB>empty".
import { readFileSync, writeSync } from 'node:fs';
import { domainToASCII, domainToUnicode } from 'node:url';

const [mode, op, file, corpus] = process.argv.slice(2);
if (!corpus || !['time', 'dump'].includes(mode) || !['toAscii', 'toUnicode'].includes(op)) {
  console.error('usage: node node_time.mjs time|dump toAscii|toUnicode FILE CORPUS');
  process.exit(2);
}
const names = readFileSync(file, 'utf8').split('\n');
if (names[names.length - 1] === '') names.pop();
const convert = op === 'toAscii' ? domainToASCII : domainToUnicode;

if (mode === 'dump') {
  const lines = names.map((name) => {
    const out = convert(name);
    return out === '' ? 'ERR\tempty' : 'OK\t' + out;
  });
  writeSync(1, lines.join('\n') + '\n');
} else {
  const warmUp = Number(process.env.IDNA_WARMUP || 10);
  const rounds = Number(process.env.IDNA_ROUNDS || 10);
  let best = Infinity;
  let checksum = 0;
  for (let round = 0; round < warmUp + rounds; round++) {
    const t0 = process.cpuUsage();
    let sum = 0;
    for (let i = 0; i < names.length; i++) {
      sum += convert(names[i]).length + 1;
    }
    const t = process.cpuUsage(t0);
    checksum += sum;
    if (round >= warmUp) best = Math.min(best, (t.user + t.system) * 1000);
  }
  const ns = (best / names.length).toFixed(1);
  console.log(`RESULT peer=node op=${op} corpus=${corpus} thread_ns=${ns} process_ns=${ns}` +
    ` rounds=${rounds} checksum=${checksum}`);
}
