import { EmlFileMailer } from '../dist/modules/notifications/adapters/smtp/mail-transport.js';
import { mkdtempSync } from 'node:fs';
const dir = mkdtempSync('/tmp/mailb-');
const m = new EmlFileMailer(dir, 'Faith Collective <hello@faithcollective.example>');
const html = '<html><body>' + '<p>Thank you for your gift to Winter Food Pantry Restock. Your receipt follows.</p>'.repeat(30) + '</body></html>';
const text = 'Thank you for your gift. '.repeat(60);
const mail = (i) => ({ to: `guest${i}@example.org`, subject: 'Your receipt', text, html, messageId: `m-${i}-${Date.now()}` });
for (let i = 0; i < 300; i++) await m.send(mail(i));
for (const conc of [1, 8]) {
  const N = 3000; let n = 0; const c0 = process.cpuUsage(); const t0 = performance.now();
  await Promise.all(Array.from({ length: conc }, async () => { while (n < N) { n++; await m.send(mail(n)); } }));
  const c = process.cpuUsage(c0); const dt = performance.now() - t0;
  console.log(`concurrency ${conc}: ${(N / dt * 1000).toFixed(0)} mails/s, CPU ${((c.user + c.system) / 1000 / N).toFixed(3)} ms/mail (user ${(c.user/1000/N).toFixed(3)}, sys ${(c.system/1000/N).toFixed(3)})`);
}
