import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { afterAll } from 'vitest';
const g = globalThis as unknown as { __profSession?: Session };
if (!g.__profSession) {
  const s = new Session();
  s.connect();
  await s.post('Profiler.enable');
  await s.post('Profiler.setSamplingInterval', { interval: 1000 });
  await s.post('Profiler.start');
  g.__profSession = s;
}
afterAll(async () => {
  const s = g.__profSession!;
  const { profile } = await s.post('Profiler.stop');
  writeFileSync(`/tmp/prof/p${process.pid}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
  await s.post('Profiler.start');
});
