#!/usr/bin/env node
// Original artwork for the site, drawn as SVG scenes in code and rasterised to small .webp files with
// headless Chromium (no network needed). Run once after changing a scene:
//   node frontend/scripts/render-images.mjs [--svg]    (--svg also writes the .svg sources for inspection)
// Output: frontend/public/images/*.webp (each kept under 60 KB).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'public', 'images');
const MAX_BYTES = 60 * 1024;

// A small deterministic random generator, so every run draws the same scene.
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function birds(rand, count, x0, x1, y0, y1, color, opacity = 0.7) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * (x1 - x0);
    const y = y0 + rand() * (y1 - y0);
    const s = 6 + rand() * 8;
    out += `<path d="M${x - s} ${y - s * 0.3} Q${x - s * 0.45} ${y - s * 0.75} ${x} ${y} Q${x + s * 0.45} ${y - s * 0.75} ${x + s} ${y - s * 0.3}" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity="${opacity}"/>`;
  }
  return out;
}

function tree(x, y, h, color) {
  const w = h * 0.55;
  return `<g fill="${color}"><rect x="${x - 2}" y="${y - h * 0.25}" width="4" height="${h * 0.25}"/><ellipse cx="${x}" cy="${y - h * 0.55}" rx="${w / 2}" ry="${h * 0.42}"/></g>`;
}

function pine(x, y, h, color) {
  const w = h * 0.42;
  return `<path fill="${color}" d="M${x} ${y - h} L${x + w / 2} ${y - h * 0.1} L${x + 2} ${y - h * 0.1} L${x + 2} ${y} L${x - 2} ${y} L${x - 2} ${y - h * 0.1} L${x - w / 2} ${y - h * 0.1}Z"/>`;
}

/** 1. Sunrise over layered hills with a small white chapel. */
function sunrise() {
  const rand = seeded(7);
  const W = 1600;
  const H = 600;
  let trees = '';
  for (let i = 0; i < 26; i++) {
    const x = 40 + rand() * 1520;
    if (x > 780 && x < 960) continue;
    trees += tree(x, 470 + Math.sin(x / 190) * 14 + rand() * 12, 24 + rand() * 26, '#1c3a3b');
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1b2f57"/><stop offset="0.32" stop-color="#4c5a8a"/>
        <stop offset="0.58" stop-color="#c98d72"/><stop offset="0.74" stop-color="#f2c27c"/><stop offset="0.86" stop-color="#fbe2a8"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fff4d2" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffd98e" stop-opacity="0.45"/><stop offset="1" stop-color="#ffcf80" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="hill1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a7390"/><stop offset="1" stop-color="#6b6586"/></linearGradient>
      <linearGradient id="hill2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4e6a7c"/><stop offset="1" stop-color="#3e5868"/></linearGradient>
      <linearGradient id="hill3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#35675f"/><stop offset="1" stop-color="#25504b"/></linearGradient>
      <linearGradient id="hill4" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#214742"/><stop offset="1" stop-color="#15302d"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <g opacity="0.09" fill="#fff1c9" filter="url(#soft)">
      <path d="M1000 420 L700 0 L780 0Z"/><path d="M1000 420 L1030 0 L1120 0Z"/><path d="M1000 420 L1340 0 L1450 0Z"/><path d="M1000 420 L430 0 L500 0Z"/>
    </g>
    <circle cx="1000" cy="420" r="300" fill="url(#glow)"/>
    <circle cx="1000" cy="420" r="62" fill="#fff6dc"/>
    <g opacity="0.55" fill="#fff3dc" filter="url(#soft)">
      <ellipse cx="380" cy="180" rx="170" ry="14"/><ellipse cx="1280" cy="150" rx="210" ry="12"/><ellipse cx="760" cy="250" rx="120" ry="9"/>
    </g>
    ${birds(rand, 7, 1080, 1380, 180, 280, '#3b3350', 0.65)}
    <path d="M0 420 C180 360 330 380 480 400 C640 420 760 350 920 372 C1080 394 1200 350 1360 360 C1480 368 1560 392 1600 400 L1600 600 L0 600Z" fill="url(#hill1)" opacity="0.9"/>
    <path d="M0 452 C160 420 300 430 460 446 C620 462 700 424 840 430 C1000 438 1100 470 1260 450 C1400 432 1520 440 1600 452 L1600 600 L0 600Z" fill="url(#hill2)"/>
    <path d="M0 500 C200 470 360 480 540 468 C700 458 780 408 890 402 C1000 396 1080 440 1220 462 C1380 486 1500 470 1600 478 L1600 600 L0 600Z" fill="url(#hill3)"/>
    ${trees}
    <!-- chapel -->
    <g transform="translate(846 332)">
      <rect x="0" y="34" width="86" height="46" fill="#f4ead8"/>
      <rect x="62" y="34" width="24" height="46" fill="#dccbb0"/>
      <path d="M-6 36 L43 6 L92 36Z" fill="#7a3f33"/>
      <rect x="30" y="-10" width="26" height="32" fill="#f4ead8"/>
      <path d="M27 -8 L43 -40 L59 -8Z" fill="#7a3f33"/>
      <rect x="41.5" y="-62" width="3" height="24" fill="#f4ead8"/><rect x="35.5" y="-55" width="15" height="3" fill="#f4ead8"/>
      <path d="M36 80 V60 a7 7 0 0 1 14 0 V80Z" fill="#6b4a3a"/>
      <path d="M12 62 V52 a5 5 0 0 1 10 0 V62Z" fill="#ffd98a"/><path d="M64 62 V52 a5 5 0 0 1 10 0 V62Z" fill="#f0c774"/>
      <circle cx="43" cy="8" r="5" fill="#ffd98a"/>
    </g>
    <path d="M0 560 C240 520 420 530 600 520 C760 510 840 470 900 452 C980 470 1080 520 1240 530 C1420 540 1520 530 1600 536 L1600 600 L0 600Z" fill="url(#hill4)"/>
    <path d="M890 415 C880 450 860 480 820 520 C790 550 760 580 740 600 L790 600 C820 570 860 540 890 505 C915 475 905 445 896 415Z" fill="#d9c59a" opacity="0.45"/>
    ${pine(120, 560, 90, '#102523')}${pine(170, 566, 70, '#102523')}${pine(1470, 560, 96, '#102523')}${pine(1530, 570, 74, '#102523')}${pine(1410, 572, 60, '#102523')}`,
  );
}

/** 2. A creator's desk: microphone on a boom arm, a camera on a tripod, a ring light and warm lamplight. */
function creators() {
  const rand = seeded(21);
  const W = 1600;
  const H = 600;
  let bokeh = '';
  for (let i = 0; i < 34; i++) {
    const x = rand() * W;
    const y = 30 + rand() * 220;
    const r = 5 + rand() * 16;
    bokeh += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${rand() > 0.5 ? '#ffd38a' : '#ffb877'}" opacity="${(0.12 + rand() * 0.3).toFixed(2)}"/>`;
  }
  let lights = '';
  for (let i = 0; i <= 22; i++) {
    const x = 20 + i * 72;
    const y = 70 + Math.sin(i / 3.4) * 18 + (i % 2) * 6;
    lights += `<circle cx="${x}" cy="${y}" r="4.5" fill="#ffe3a3"/><circle cx="${x}" cy="${y}" r="14" fill="#ffd27a" opacity="0.18"/>`;
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2540"/><stop offset="0.6" stop-color="#43324a"/><stop offset="1" stop-color="#5a3c45"/></linearGradient>
      <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffcf85" stop-opacity="0.75"/><stop offset="1" stop-color="#ffb866" stop-opacity="0"/></radialGradient>
      <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a3c"/><stop offset="0.12" stop-color="#6d452f"/><stop offset="1" stop-color="#3f2619"/></linearGradient>
      <linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b98a"/><stop offset="0.6" stop-color="#f6d08f"/><stop offset="1" stop-color="#f9e3b0"/></linearGradient>
      <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d1d22"/><stop offset="0.5" stop-color="#3a3a42"/><stop offset="1" stop-color="#1d1d22"/></linearGradient>
      <filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <!-- window with evening light -->
    <rect x="1250" y="40" width="300" height="330" rx="6" fill="url(#win)"/>
    <path d="M1250 300 C1320 270 1380 290 1440 276 C1490 266 1530 280 1550 286 L1550 370 L1250 370Z" fill="#c98b6b" opacity="0.7"/>
    <rect x="1394" y="40" width="12" height="330" fill="#3a2b36"/><rect x="1250" y="196" width="300" height="12" fill="#3a2b36"/>
    <rect x="1240" y="30" width="320" height="350" rx="8" fill="none" stroke="#3a2b36" stroke-width="16"/>
    <circle cx="300" cy="250" r="320" fill="url(#lamp)"/>
    ${bokeh}
    <path d="M0 64 Q400 120 800 70 T1600 72" fill="none" stroke="#2a2030" stroke-width="2"/>
    ${lights}
    <!-- shelf with a wooden cross and books -->
    <rect x="150" y="236" width="330" height="12" rx="3" fill="#6b4430"/>
    <rect x="232" y="150" width="12" height="86" rx="2" fill="#b98555"/><rect x="208" y="172" width="60" height="12" rx="2" fill="#b98555"/>
    <rect x="320" y="176" width="22" height="60" fill="#3f6e6a"/><rect x="344" y="186" width="18" height="50" fill="#c9a34a"/><rect x="364" y="170" width="24" height="66" fill="#7a3f33"/>
    <path d="M408 236 L424 176 L446 180 L432 236Z" fill="#2f4e7a"/>
    <!-- ring light -->
    <circle cx="890" cy="220" r="150" fill="#fff4dc" opacity="0.08" filter="url(#blur8)"/>
    <circle cx="890" cy="220" r="126" fill="none" stroke="#fff1d6" stroke-width="20" opacity="0.85"/>
    <circle cx="890" cy="220" r="126" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9"/>
    <rect x="884" y="346" width="12" height="120" fill="#26232c"/>
    <!-- desk -->
    <rect x="0" y="452" width="${W}" height="148" fill="url(#desk)"/>
    <rect x="0" y="448" width="${W}" height="8" fill="#a06b47"/>
    <!-- laptop -->
    <path d="M430 446 L470 340 L700 340 L670 446Z" fill="#2c2c34"/><path d="M446 436 L480 350 L690 350 L660 436Z" fill="#4f6f9a"/>
    <path d="M456 430 L486 356 L682 356 L656 430Z" fill="#8fb0d8" opacity="0.35"/>
    <path d="M380 446 L720 446 L736 458 L366 458Z" fill="#9aa0aa"/>
    <!-- microphone on boom arm -->
    <path d="M1080 452 L1080 420 L1000 300 L930 250" fill="none" stroke="#1f1f25" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1060" y="430" width="44" height="24" rx="5" fill="#1f1f25"/>
    <g transform="translate(900 170) rotate(-18)">
      <circle cx="0" cy="86" r="46" fill="none" stroke="#3a3a42" stroke-width="6"/>
      <rect x="-32" y="0" width="64" height="140" rx="32" fill="url(#metal)"/>
      <g stroke="#55555e" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<line x1="-26" x2="26" y1="${16 + i * 8}" y2="${16 + i * 8}"/>`).join('')}</g>
      <rect x="-34" y="88" width="68" height="12" rx="4" fill="#c9a34a"/>
    </g>
    <!-- camera on tripod -->
    <g transform="translate(1290 300)">
      <path d="M40 70 L-20 160 M40 70 L100 160 M40 70 L40 160" stroke="#1c1c22" stroke-width="8" stroke-linecap="round"/>
      <rect x="-24" y="-12" width="128" height="82" rx="10" fill="#22222a"/>
      <rect x="6" y="-26" width="40" height="18" rx="4" fill="#22222a"/>
      <circle cx="40" cy="30" r="30" fill="#111116" stroke="#3d3d47" stroke-width="6"/>
      <circle cx="40" cy="30" r="16" fill="#243a5a"/><circle cx="34" cy="24" r="5" fill="#9cc0ef" opacity="0.8"/>
      <circle cx="88" cy="2" r="5" fill="#e0574f"/>
    </g>
    <!-- mug and plant -->
    <g transform="translate(760 392)"><rect x="0" y="0" width="44" height="56" rx="6" fill="#e9e0cf"/><path d="M44 12 C62 12 62 42 44 42" fill="none" stroke="#e9e0cf" stroke-width="7"/><path d="M14 -8 C8 -20 22 -26 16 -38 M28 -8 C22 -20 36 -26 30 -38" fill="none" stroke="#f4ead8" stroke-width="3" opacity="0.45"/></g>
    <g transform="translate(190 360)"><path d="M0 40 L60 40 L52 92 L8 92Z" fill="#b86a4b"/>
      <path d="M30 40 C10 10 -20 0 -30 -10 C0 -10 26 10 30 40Z M30 40 C40 0 64 -20 86 -24 C70 4 50 20 30 40Z M30 40 C28 10 34 -20 30 -44 C46 -20 40 14 30 40Z" fill="#4f8f63"/></g>`,
  );
}

/** 3. A city skyline at dusk, windows lighting up, a church spire among the towers, a river below. */
function business() {
  const rand = seeded(42);
  const W = 1600;
  const H = 600;
  const windows = (x, y, w, h, density) => {
    let out = '';
    for (let wy = y + 14; wy < y + h - 10; wy += 18) {
      for (let wx = x + 8; wx < x + w - 10; wx += 14) {
        if (rand() < density) out += `<rect x="${wx}" y="${wy}" width="7" height="9" fill="${rand() > 0.3 ? '#f8d98f' : '#fff0c4'}" opacity="${(0.55 + rand() * 0.45).toFixed(2)}"/>`;
      }
    }
    return out;
  };
  let back = '';
  let x = 0;
  while (x < W) {
    const w = 50 + rand() * 70;
    const h = 120 + rand() * 150;
    back += `<rect x="${x.toFixed(0)}" y="${(470 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#3e4d74"/>`;
    x += w + 4;
  }
  let front = '';
  let lit = '';
  x = -10;
  while (x < W) {
    const w = 70 + rand() * 90;
    const h = 90 + rand() * 230;
    const top = 480 - h;
    if (x > 840 && x < 1000) {
      // the church with its spire
      front += `<rect x="860" y="360" width="120" height="120" fill="#1a2440"/><path d="M892 360 L892 250 L920 196 L948 250 L948 360Z" fill="#1a2440"/><rect x="918" y="150" width="4" height="50" fill="#f8d98f"/><rect x="908" y="164" width="24" height="4" fill="#f8d98f"/>`;
      lit += `<path d="M906 300 V280 a14 14 0 0 1 28 0 V300Z" fill="#f8d98f" opacity="0.9"/><circle cx="920" cy="400" r="18" fill="#f5c56e" opacity="0.9"/>`;
      x = 1000;
      continue;
    }
    front += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#1a2440"/>`;
    if (rand() > 0.6) front += `<rect x="${(x + w / 2 - 2).toFixed(0)}" y="${(top - 30).toFixed(0)}" width="4" height="30" fill="#1a2440"/>`;
    lit += windows(x, top, w, h, 0.28);
    x += w + 6;
  }
  let shimmer = '';
  for (let i = 0; i < 60; i++) {
    const sx = rand() * W;
    const sy = 500 + rand() * 95;
    shimmer += `<rect x="${sx.toFixed(0)}" y="${sy.toFixed(0)}" width="${(10 + rand() * 40).toFixed(0)}" height="2" fill="#f8d98f" opacity="${(0.2 + rand() * 0.4).toFixed(2)}"/>`;
  }
  let stars = '';
  for (let i = 0; i < 40; i++) stars += `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 160).toFixed(0)}" r="${(0.8 + rand() * 1.2).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`;
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#14264a"/><stop offset="0.4" stop-color="#37497a"/><stop offset="0.66" stop-color="#b9757a"/><stop offset="0.8" stop-color="#f0a767"/></linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3b63"/><stop offset="1" stop-color="#111a30"/></linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe0a0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffb070" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars}
    <circle cx="1180" cy="470" r="260" fill="url(#sun)"/>
    ${back}
    ${front}
    ${lit}
    <rect x="0" y="480" width="${W}" height="120" fill="url(#water)"/>
    <rect x="0" y="480" width="${W}" height="4" fill="#0d1528"/>
    ${shimmer}`,
  );
}

/** 4. People standing arm in arm on a hill at golden hour. */
function ministries() {
  const rand = seeded(99);
  const W = 1600;
  const H = 600;
  const ink = '#1c2224';
  // A standing figure: head, shoulders, torso, legs. scale 1 = an adult ~170 px tall.
  const person = (x, ground, s, opts = {}) => {
    const h = 170 * s;
    const headR = 15 * s;
    const top = ground - h;
    const shoulderW = (opts.narrow ? 44 : 54) * s;
    const hip = top + h * 0.56;
    let body = `<circle cx="${x}" cy="${top + headR}" r="${headR}"/>`;
    if (opts.hair) body += `<path d="M${x - headR} ${top + headR} Q${x - headR * 1.2} ${top + headR * 3.2} ${x - headR * 0.4} ${top + headR * 3.4} L${x + headR * 0.4} ${top + headR * 3.4} Q${x + headR * 1.2} ${top + headR * 3.2} ${x + headR} ${top + headR}Z"/>`;
    body += `<path d="M${x - 7 * s} ${top + headR * 1.6} L${x + 7 * s} ${top + headR * 1.6} L${x + 9 * s} ${top + headR * 2 + 10 * s} L${x - 9 * s} ${top + headR * 2 + 10 * s}Z"/>`;
    const sh = top + headR * 2 + 8 * s;
    if (opts.dress) {
      body += `<path d="M${x - shoulderW / 2} ${sh + 14 * s} Q${x - shoulderW / 2} ${sh - 2 * s} ${x - shoulderW / 5} ${sh - 3 * s} L${x + shoulderW / 5} ${sh - 3 * s} Q${x + shoulderW / 2} ${sh - 2 * s} ${x + shoulderW / 2} ${sh + 14 * s} L${x + shoulderW * 0.36} ${hip} L${x + shoulderW * 0.62} ${ground - h * 0.16} L${x - shoulderW * 0.62} ${ground - h * 0.16} L${x - shoulderW * 0.36} ${hip}Z"/>`;
      body += `<rect x="${x - 11 * s}" y="${ground - h * 0.17}" width="${7 * s}" height="${h * 0.17}"/><rect x="${x + 4 * s}" y="${ground - h * 0.17}" width="${7 * s}" height="${h * 0.17}"/>`;
    } else {
      body += `<path d="M${x - shoulderW / 2} ${sh + 16 * s} Q${x - shoulderW / 2} ${sh - 2 * s} ${x - shoulderW / 4} ${sh - 3 * s} L${x + shoulderW / 4} ${sh - 3 * s} Q${x + shoulderW / 2} ${sh - 2 * s} ${x + shoulderW / 2} ${sh + 16 * s} L${x + shoulderW * 0.4} ${hip} L${x - shoulderW * 0.4} ${hip}Z"/>`;
      body += `<path d="M${x - shoulderW * 0.4} ${hip - 2} L${x + shoulderW * 0.4} ${hip - 2} L${x + shoulderW * 0.36} ${ground} L${x + 3 * s} ${ground} L${x} ${hip + 22 * s} L${x - 3 * s} ${ground} L${x - shoulderW * 0.36} ${ground}Z"/>`;
    }
    return { svg: body, shoulderY: sh + 14 * s, shoulderW };
  };
  const ground = (x) => 470 - 60 * Math.exp(-(((x - 880) / 380) ** 2));
  const people = [
    { x: 640, s: 0.98 },
    { x: 712, s: 0.92, dress: true, hair: true, narrow: true },
    { x: 776, s: 0.7, narrow: true },
    { x: 838, s: 1.04 },
    { x: 910, s: 0.95, dress: true, hair: true, narrow: true },
    { x: 980, s: 1.0 },
    { x: 1046, s: 0.62, dress: true, hair: true, narrow: true },
    { x: 1104, s: 0.96, hair: true, narrow: true, dress: true },
    { x: 1172, s: 1.02 },
  ];
  let figures = '';
  const shoulders = [];
  for (const p of people) {
    const g = ground(p.x);
    const fig = person(p.x, g + 4, p.s, p);
    figures += fig.svg;
    shoulders.push([p.x, fig.shoulderY, fig.shoulderW]);
  }
  // linked arms: a band from shoulder to shoulder
  let arms = '';
  for (let i = 0; i < shoulders.length - 1; i++) {
    const [x1, y1, w1] = shoulders[i];
    const [x2, y2, w2] = shoulders[i + 1];
    arms += `<path d="M${x1 + w1 * 0.3} ${y1} Q${(x1 + x2) / 2} ${Math.max(y1, y2) + 22} ${x2 - w2 * 0.3} ${y2}" fill="none" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`;
  }
  let grass = '';
  for (let i = 0; i < 140; i++) {
    const gx = rand() * W;
    const gy = ground(gx) + 6 + rand() * 90;
    grass += `<path d="M${gx.toFixed(0)} ${gy.toFixed(0)} l${(rand() * 6 - 3).toFixed(1)} -${(8 + rand() * 14).toFixed(0)}" stroke="#22302c" stroke-width="2" opacity="0.6"/>`;
  }
  return svg(
    W,
    H,
    `<defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f5f92"/><stop offset="0.38" stop-color="#c98a78"/><stop offset="0.62" stop-color="#f3b571"/><stop offset="0.8" stop-color="#fbd99a"/></linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7de"/><stop offset="0.18" stop-color="#ffe7a8" stop-opacity="0.95"/><stop offset="0.5" stop-color="#ffc97a" stop-opacity="0.35"/><stop offset="1" stop-color="#ffb86a" stop-opacity="0"/></radialGradient>
      <linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4a3c"/><stop offset="1" stop-color="#1b2521"/></linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="5"/></filter>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="900" cy="400" r="420" fill="url(#sun)"/>
    <g opacity="0.5" fill="#fff0d0" filter="url(#soft)"><ellipse cx="300" cy="140" rx="200" ry="16"/><ellipse cx="1350" cy="110" rx="180" ry="12"/><ellipse cx="1200" cy="210" rx="110" ry="8"/></g>
    ${birds(rand, 6, 260, 520, 150, 240, '#4a3d4d', 0.55)}
    <path d="M0 470 C240 440 420 460 600 450 C720 444 760 420 880 412 L1600 452 L1600 600 L0 600Z" fill="#8c7a7e" opacity="0.55"/>
    <path d="M0 ${ground(0)} ${Array.from({ length: 33 }, (_, i) => `L${i * 50} ${ground(i * 50).toFixed(1)}`).join(' ')} L1600 600 L0 600Z" fill="url(#hill)"/>
    <g fill="${ink}">${figures}</g>
    ${arms}
    ${grass}
    ${tree(120, ground(120) + 10, 150, '#1b2521')}${tree(210, ground(210) + 14, 110, '#1b2521')}${tree(1500, ground(1500) + 10, 160, '#1b2521')}`,
  );
}

/** 5. Open hands holding a seedling in warm light (the #mission section). */
function missionHands() {
  const rand = seeded(5);
  const W = 800;
  const H = 600;
  let bokeh = '';
  for (let i = 0; i < 22; i++) {
    bokeh += `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * 320).toFixed(0)}" r="${(8 + rand() * 26).toFixed(0)}" fill="#fff3d6" opacity="${(0.1 + rand() * 0.25).toFixed(2)}"/>`;
  }
  return svg(
    W,
    H,
    `<defs>
      <radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#fbe6b8"/><stop offset="0.55" stop-color="#e9b67e"/><stop offset="1" stop-color="#8d5a4a"/></radialGradient>
      <linearGradient id="skin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e7b28c"/><stop offset="1" stop-color="#c68763"/></linearGradient>
      <linearGradient id="skin2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d59c77"/><stop offset="1" stop-color="#b07354"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff1c8" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${bokeh}
    <circle cx="400" cy="250" r="170" fill="url(#glow)"/>
    <!-- seedling -->
    <path d="M400 372 C398 330 402 300 400 250" stroke="#3f7d4e" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M400 282 C360 250 318 262 300 236 C346 214 392 236 400 282Z" fill="#5aa066"/>
    <path d="M400 262 C432 218 480 222 502 196 C508 246 452 272 400 262Z" fill="#4c9159"/>
    <path d="M400 282 C370 262 340 258 318 244" stroke="#2f6b3e" stroke-width="2.5" fill="none"/>
    <path d="M402 262 C430 240 460 228 490 208" stroke="#2f6b3e" stroke-width="2.5" fill="none"/>
    <!-- soil -->
    <ellipse cx="400" cy="384" rx="112" ry="26" fill="#5b3a2a"/>
    <ellipse cx="392" cy="378" rx="80" ry="14" fill="#6e4733"/>
    <!-- left hand -->
    <path d="M120 600 C150 520 190 470 240 430 C268 408 300 396 330 396 L420 396 C428 440 420 470 380 488 C330 510 270 520 230 560 L210 600Z" fill="url(#skin)"/>
    <path d="M282 398 C262 372 246 356 230 352 C214 350 208 366 218 380 C232 400 252 412 272 418Z" fill="url(#skin)"/>
    <!-- right hand -->
    <path d="M680 600 C650 520 610 470 560 430 C532 408 500 396 470 396 L380 396 C372 440 380 470 420 488 C470 510 530 520 570 560 L590 600Z" fill="url(#skin2)"/>
    <path d="M518 398 C538 372 554 356 570 352 C586 350 592 366 582 380 C568 400 548 412 528 418Z" fill="url(#skin2)"/>
    <path d="M300 440 C340 452 380 454 400 452 M500 440 C460 452 420 454 400 452" stroke="#a9684a" stroke-width="3" fill="none" opacity="0.5"/>
    <path d="M240 470 C280 478 320 482 350 480 M560 470 C520 478 480 482 450 480" stroke="#a9684a" stroke-width="3" fill="none" opacity="0.4"/>`,
  );
}

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f3c6e"/><path d="M6 24a10 10 0 0 1 20 0z" fill="#c9a34a"/><path d="M14.5 5h3v6h5v3h-5v10h-3V14h-5v-3h5z" fill="#fff"/></svg>`;

const scenes = [
  { name: 'hero-sunrise', width: 1600, height: 600, draw: sunrise },
  { name: 'hero-creators', width: 1600, height: 600, draw: creators },
  { name: 'hero-business', width: 1600, height: 600, draw: business },
  { name: 'hero-ministries', width: 1600, height: 600, draw: ministries },
  { name: 'mission-hands', width: 800, height: 600, draw: missionHands },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, '..', 'favicon.svg'), favicon);
  const writeSvg = process.argv.includes('--svg');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><body></body>');
    for (const scene of scenes) {
      const source = scene.draw();
      if (writeSvg) writeFileSync(join(outDir, `${scene.name}.svg`), source);
      let quality = 0.86;
      let bytes;
      for (;;) {
        const base64 = await page.evaluate(
          async ({ source, width, height, quality }) => {
            const img = new Image(width, height);
            img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(source)))}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            canvas.getContext('2d').drawImage(img, 0, 0, width, height);
            return canvas.toDataURL('image/webp', quality).split(',')[1];
          },
          { source, width: scene.width, height: scene.height, quality },
        );
        bytes = Buffer.from(base64, 'base64');
        if (bytes.length <= MAX_BYTES || quality <= 0.4) break;
        quality -= 0.06;
      }
      writeFileSync(join(outDir, `${scene.name}.webp`), bytes);
      console.log(`${scene.name}.webp  ${(bytes.length / 1024).toFixed(1)} KB  (quality ${quality.toFixed(2)})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
