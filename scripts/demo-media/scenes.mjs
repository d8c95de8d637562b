// Poster scenes for the demo portfolio: a wall, a table top and the objects a video of that title would show.
import { shadeOf } from './portraits.mjs';

const W = 640;
const H = 360;

function room(wall, table) {
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shadeOf(wall, 0.25)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${table}"/><stop offset="1" stop-color="${shadeOf(table, -0.25)}"/></linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.1" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="250" width="${W}" height="110" fill="url(#table)"/>
  <rect y="250" width="${W}" height="4" fill="${shadeOf(table, 0.2)}"/>`;
}

const shadow = (x, y, w) => `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${w * 0.14}" fill="#000" opacity="0.18"/>`;
const plant = (x, y) =>
  `<rect x="${x - 14}" y="${y - 30}" width="28" height="30" rx="4" fill="#c9704a"/>` +
  `<path d="M${x} ${y - 30} C${x - 30} ${y - 60} ${x - 20} ${y - 86} ${x} ${y - 96} C${x + 20} ${y - 86} ${x + 30} ${y - 60} ${x} ${y - 30} Z" fill="#4f8a4b"/>` +
  `<path d="M${x} ${y - 30} C${x - 40} ${y - 44} ${x - 46} ${y - 64} ${x - 34} ${y - 70} C${x - 20} ${y - 60} ${x - 10} ${y - 44} ${x} ${y - 30} Z" fill="#6aa864"/>`;
const frame = (x, y, w, h, c) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" stroke="${shadeOf(c, -0.3)}" stroke-width="6"/><rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" fill="${c}"/><circle cx="${x + w * 0.65}" cy="${y + h * 0.38}" r="${h * 0.12}" fill="#fff" opacity="0.7"/><path d="M${x + 12} ${y + h - 12} L${x + w * 0.4} ${y + h * 0.45} L${x + w - 12} ${y + h - 12} Z" fill="${shadeOf(c, -0.3)}"/>`;
const label = (x, y, text, size = 16, fill = '#333') =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${text}</text>`;

const O = {
  serum: (x, y, c = '#e9a6a0') =>
    shadow(x, y, 40) +
    `<rect x="${x - 30}" y="${y - 110}" width="60" height="110" rx="12" fill="${c}" opacity="0.9"/><rect x="${x - 30}" y="${y - 70}" width="60" height="42" fill="#fff" opacity="0.85"/>${label(x, y - 44, 'SERUM', 12, shadeOf(c, -0.45))}` +
    `<rect x="${x - 14}" y="${y - 134}" width="28" height="26" rx="4" fill="#d8c7a8"/><ellipse cx="${x}" cy="${y - 150}" rx="14" ry="20" fill="#333"/>` +
    `<rect x="${x - 22}" y="${y - 104}" width="8" height="90" rx="4" fill="#fff" opacity="0.35"/>`,
  jar: (x, y, c = '#f3e3d3') =>
    shadow(x, y, 46) +
    `<rect x="${x - 42}" y="${y - 60}" width="84" height="60" rx="14" fill="${c}"/><rect x="${x - 46}" y="${y - 80}" width="92" height="24" rx="8" fill="#c7a27a"/>${label(x, y - 24, 'crème', 14, '#8a6a4a')}`,
  tube: (x, y, c = '#ffd166', text = 'SPF 50') =>
    shadow(x + 10, y, 70) +
    `<path d="M${x - 80} ${y - 40} L${x + 60} ${y - 56} L${x + 60} ${y - 4} L${x - 80} ${y - 16} Z" fill="${c}"/><rect x="${x + 58}" y="${y - 58}" width="30" height="56" rx="6" fill="#f26b3a"/>` +
    `<text x="${x - 10}" y="${y - 20}" text-anchor="middle" font-family="DejaVu Sans, Arial" font-weight="700" font-size="18" fill="#b4441a" transform="rotate(-6 ${x - 10} ${y - 20})">${text}</text>`,
  sun: (x, y, r = 34, c = '#ffcc4d') =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>` +
    Array.from({ length: 10 }, (_, i) => {
      const a = (i / 10) * Math.PI * 2;
      return `<path d="M${x + Math.cos(a) * (r + 8)} ${y + Math.sin(a) * (r + 8)} L${x + Math.cos(a) * (r + 22)} ${y + Math.sin(a) * (r + 22)}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`;
    }).join(''),
  box: (x, y, c = '#d9a066', open = true, tissue = '#f7b7c6') =>
    shadow(x, y, 110) +
    `<path d="M${x - 100} ${y - 100} L${x + 100} ${y - 100} L${x + 100} ${y} L${x - 100} ${y} Z" fill="${c}"/>` +
    (open
      ? `<path d="M${x - 100} ${y - 100} L${x - 130} ${y - 140} L${x - 20} ${y - 150} L${x} ${y - 100} Z" fill="${shadeOf(c, 0.15)}"/><path d="M${x + 100} ${y - 100} L${x + 130} ${y - 140} L${x + 20} ${y - 150} L${x} ${y - 100} Z" fill="${shadeOf(c, -0.1)}"/>` +
        `<path d="M${x - 80} ${y - 100} C${x - 60} ${y - 140} ${x - 20} ${y - 120} ${x} ${y - 146} C${x + 20} ${y - 118} ${x + 60} ${y - 140} ${x + 80} ${y - 100} Z" fill="${tissue}"/>`
      : `<rect x="${x - 108}" y="${y - 116}" width="216" height="24" rx="4" fill="${shadeOf(c, 0.15)}"/>`) +
    `<rect x="${x - 100}" y="${y - 60}" width="200" height="10" fill="${shadeOf(c, -0.15)}" opacity="0.6"/>`,
  earbuds: (x, y) =>
    shadow(x, y, 70) +
    `<rect x="${x - 60}" y="${y - 70}" width="120" height="70" rx="34" fill="#f4f5f7"/><path d="M${x - 60} ${y - 40} L${x + 60} ${y - 40}" stroke="#cfd3da" stroke-width="3"/><circle cx="${x}" cy="${y - 20}" r="4" fill="#4ade80"/>` +
    [x - 110, x + 110]
      .map(
        (bx, i) =>
          `<g transform="rotate(${i ? 20 : -20} ${bx} ${y - 40})"><ellipse cx="${bx}" cy="${y - 50}" rx="20" ry="22" fill="#f4f5f7"/><rect x="${bx - 7}" y="${y - 40}" width="14" height="40" rx="7" fill="#e4e7ec"/></g>`,
      )
      .join(''),
  bulb: (x, y, glow = true) =>
    (glow ? `<circle cx="${x}" cy="${y - 110}" r="90" fill="#fff3b0" opacity="0.55"/>` : '') +
    `<path d="M${x} ${y - 260} L${x} ${y - 170}" stroke="#444" stroke-width="4"/><path d="M${x - 40} ${y - 120} C${x - 40} ${y - 180} ${x + 40} ${y - 180} ${x + 40} ${y - 120} C${x + 40} ${y - 96} ${x + 22} ${y - 88} ${x + 20} ${y - 70} L${x - 20} ${y - 70} C${x - 22} ${y - 88} ${x - 40} ${y - 96} ${x - 40} ${y - 120} Z" fill="#ffe27a"/>` +
    `<rect x="${x - 20}" y="${y - 70}" width="40" height="24" rx="4" fill="#9aa3ad"/><path d="M${x - 12} ${y - 120} L${x - 4} ${y - 100} L${x + 4} ${y - 120} L${x + 12} ${y - 100}" stroke="#e0a800" stroke-width="3" fill="none"/>`,
  phone: (x, y, screen = 'chart') =>
    shadow(x, y, 60) +
    `<rect x="${x - 50}" y="${y - 190}" width="100" height="190" rx="16" fill="#222"/><rect x="${x - 43}" y="${y - 178}" width="86" height="166" rx="8" fill="#f8fafc"/>` +
    (screen === 'chart'
      ? `<rect x="${x - 32}" y="${y - 160}" width="64" height="20" rx="4" fill="#c7f0d8"/>${[0, 1, 2, 3]
          .map(
            (i) =>
              `<rect x="${x - 32 + i * 17}" y="${y - 40 - [40, 70, 50, 95][i]}" width="12" height="${[40, 70, 50, 95][i]}" rx="3" fill="${['#60a5fa', '#34d399', '#fbbf24', '#f472b6'][i]}"/>`,
          )
          .join('')}<rect x="${x - 32}" y="${y - 34}" width="64" height="10" rx="4" fill="#e2e8f0"/>`
      : `<circle cx="${x}" cy="${y - 100}" r="26" fill="#fbbf24"/>`),
  laptop: (x, y) =>
    shadow(x, y, 150) +
    `<rect x="${x - 120}" y="${y - 170}" width="240" height="150" rx="10" fill="#2f3640"/><rect x="${x - 110}" y="${y - 160}" width="220" height="130" rx="4" fill="#f8fafc"/>` +
    `<path d="M${x - 96} ${y - 50} L${x - 60} ${y - 80} L${x - 20} ${y - 66} L${x + 20} ${y - 110} L${x + 60} ${y - 96} L${x + 96} ${y - 140}" stroke="#10b981" stroke-width="5" fill="none" stroke-linejoin="round"/>` +
    `<rect x="${x - 96}" y="${y - 150}" width="80" height="12" rx="4" fill="#cbd5e1"/><text x="${x + 60}" y="${y - 140}" font-family="DejaVu Sans" font-size="14" font-weight="700" fill="#0f766e">€</text>` +
    `<path d="M${x - 150} ${y - 20} L${x + 150} ${y - 20} L${x + 136} ${y} L${x - 136} ${y} Z" fill="#9aa3ad"/>`,
  plate: (x, y, food = 'pasta') =>
    shadow(x, y, 120) +
    `<ellipse cx="${x}" cy="${y - 30}" rx="120" ry="40" fill="#fbfbfb"/><ellipse cx="${x}" cy="${y - 32}" rx="90" ry="28" fill="#eef0f2"/>` +
    (food === 'pasta'
      ? Array.from(
          { length: 7 },
          (_, i) =>
            `<ellipse cx="${x - 42 + i * 14}" cy="${y - 40 + (i % 2) * 6}" rx="36" ry="12" fill="none" stroke="#f2c14e" stroke-width="6"/>`,
        ).join('') +
        `<circle cx="${x - 20}" cy="${y - 46}" r="8" fill="#d64545"/><circle cx="${x + 26}" cy="${y - 38}" r="8" fill="#d64545"/><path d="M${x + 4} ${y - 56} C${x + 14} ${y - 66} ${x + 24} ${y - 60} ${x + 18} ${y - 50} Z" fill="#3f9b4b"/>`
      : ''),
  carton: (x, y, c, text) =>
    shadow(x, y, 34) +
    `<path d="M${x - 30} ${y - 120} L${x} ${y - 150} L${x + 30} ${y - 120} Z" fill="${shadeOf(c, 0.3)}"/><rect x="${x - 30}" y="${y - 120}" width="60" height="120" fill="${c}"/><rect x="${x - 30}" y="${y - 84}" width="60" height="40" fill="#fff" opacity="0.9"/>${label(x, y - 58, text, 12, shadeOf(c, -0.5))}`,
  glass: (x, y, c = '#fffaf0') =>
    `<path d="M${x - 26} ${y - 90} L${x + 26} ${y - 90} L${x + 20} ${y} L${x - 20} ${y} Z" fill="#dff3ff" opacity="0.6"/><path d="M${x - 23} ${y - 60} L${x + 23} ${y - 60} L${x + 20} ${y} L${x - 20} ${y} Z" fill="${c}"/>`,
  bands: (x, y) =>
    shadow(x, y, 130) +
    ['#ef4444', '#f59e0b', '#10b981', '#3b82f6']
      .map(
        (c, i) => `<ellipse cx="${x - 90 + i * 60}" cy="${y - 26}" rx="50" ry="22" fill="none" stroke="${c}" stroke-width="12"/>`,
      )
      .join(''),
  dumbbell: (x, y, c = '#374151') =>
    shadow(x, y, 80) +
    `<rect x="${x - 60}" y="${y - 32}" width="120" height="12" rx="6" fill="#9ca3af"/><rect x="${x - 80}" y="${y - 54}" width="26" height="56" rx="8" fill="${c}"/><rect x="${x + 54}" y="${y - 54}" width="26" height="56" rx="8" fill="${c}"/>`,
  shaker: (x, y, c = '#0ea5e9') =>
    shadow(x, y, 44) +
    `<path d="M${x - 38} ${y - 150} L${x + 38} ${y - 150} L${x + 32} ${y} L${x - 32} ${y} Z" fill="#e5f6ff" opacity="0.85"/><path d="M${x - 35} ${y - 80} L${x + 35} ${y - 80} L${x + 32} ${y} L${x - 32} ${y} Z" fill="#c9a27e"/>` +
    `<rect x="${x - 42}" y="${y - 178}" width="84" height="30" rx="8" fill="${c}"/><rect x="${x - 12}" y="${y - 196}" width="24" height="20" rx="6" fill="${shadeOf(c, -0.3)}"/>`,
  coffee: (x, y, c = '#ffffff') =>
    shadow(x, y, 56) +
    `<path d="M${x - 44} ${y - 90} L${x + 44} ${y - 90} L${x + 36} ${y - 4} C${x + 30} ${y + 2} ${x - 30} ${y + 2} ${x - 36} ${y - 4} Z" fill="${c}"/><ellipse cx="${x}" cy="${y - 90}" rx="44" ry="10" fill="#6b3e26"/>` +
    `<path d="M${x + 42} ${y - 70} C${x + 74} ${y - 70} ${x + 74} ${y - 30} ${x + 38} ${y - 30}" stroke="${c}" stroke-width="10" fill="none"/>` +
    `<path d="M${x - 14} ${y - 110} C${x - 24} ${y - 130} ${x - 4} ${y - 140} ${x - 14} ${y - 160} M${x + 10} ${y - 110} C${x} ${y - 130} ${x + 20} ${y - 140} ${x + 10} ${y - 160}" stroke="#fff" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>`,
  jeans: (x, y) =>
    `<path d="M${x - 60} ${y - 210} L${x + 60} ${y - 210} L${x + 76} ${y} L${x + 18} ${y} L${x} ${y - 130} L${x - 18} ${y} L${x - 76} ${y} Z" fill="#3b5b8c"/><rect x="${x - 62}" y="${y - 214}" width="124" height="18" fill="#2d4a75"/>` +
    `<path d="M${x - 40} ${y - 196} C${x - 36} ${y - 170} ${x - 14} ${y - 170} ${x - 10} ${y - 196} M${x + 40} ${y - 196} C${x + 36} ${y - 170} ${x + 14} ${y - 170} ${x + 10} ${y - 196}" stroke="#d9a441" stroke-width="2" fill="none"/>`,
  shirt: (x, y, c) =>
    `<path d="M${x} ${y - 150} L${x - 20} ${y - 150} L${x - 56} ${y - 130} L${x - 70} ${y - 96} L${x - 46} ${y - 88} L${x - 40} ${y - 104} L${x - 40} ${y} L${x + 40} ${y} L${x + 40} ${y - 104} L${x + 46} ${y - 88} L${x + 70} ${y - 96} L${x + 56} ${y - 130} L${x + 20} ${y - 150} C${x + 14} ${y - 138} ${x - 14} ${y - 138} ${x - 20} ${y - 150} Z" fill="${c}"/>`,
  rack: (x, y, colours) =>
    `<path d="M${x - 170} ${y - 230} L${x + 170} ${y - 230}" stroke="#6b7280" stroke-width="8" stroke-linecap="round"/>` +
    colours
      .map((c, i) => {
        const cx = x - 120 + i * 80;
        return `<path d="M${cx} ${y - 230} L${cx} ${y - 214} M${cx - 26} ${y - 200} L${cx} ${y - 214} L${cx + 26} ${y - 200}" stroke="#9ca3af" stroke-width="4" fill="none"/>${O.shirt(cx, y - 54, c)}`;
      })
      .join(''),
  backpack: (x, y, c = '#e76f51') =>
    shadow(x, y, 80) +
    `<rect x="${x - 70}" y="${y - 190}" width="140" height="190" rx="40" fill="${c}"/><rect x="${x - 50}" y="${y - 90}" width="100" height="70" rx="16" fill="${shadeOf(c, -0.2)}"/>` +
    `<path d="M${x - 30} ${y - 190} C${x - 30} ${y - 230} ${x + 30} ${y - 230} ${x + 30} ${y - 190}" stroke="${shadeOf(c, -0.35)}" stroke-width="10" fill="none"/><rect x="${x - 40}" y="${y - 60}" width="80" height="6" rx="3" fill="${shadeOf(c, 0.3)}"/>`,
  shoe: (x, y, c = '#3b82f6') =>
    shadow(x, y, 70) +
    `<path d="M${x - 70} ${y} L${x - 70} ${y - 40} C${x - 60} ${y - 70} ${x - 20} ${y - 70} ${x} ${y - 50} C${x + 30} ${y - 40} ${x + 70} ${y - 30} ${x + 72} ${y} Z" fill="${c}"/><rect x="${x - 72}" y="${y - 10}" width="146" height="12" rx="6" fill="#f8fafc"/>`,
  train: (x, y) =>
    `<rect x="${x - 300}" y="${y - 140}" width="600" height="120" rx="22" fill="#1e3a5f"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${x - 270 + i * 110}" y="${y - 120}" width="80" height="50" rx="8" fill="#ffd98a"/>`)
      .join('') +
    `<rect x="${x - 300}" y="${y - 60}" width="600" height="10" fill="#c0392b"/><circle cx="${x - 200}" cy="${y - 14}" r="14" fill="#111"/><circle cx="${x + 200}" cy="${y - 14}" r="14" fill="#111"/><rect x="${x - 320}" y="${y}" width="640" height="8" fill="#555"/>`,
  moon: (x, y) =>
    `<circle cx="${x}" cy="${y}" r="30" fill="#fef3c7"/><circle cx="${x + 14}" cy="${y - 8}" r="26" fill="#1b2a4a"/>` +
    [
      [-220, 10],
      [-120, -30],
      [60, 20],
      [140, -20],
      [-40, 40],
      [220, 30],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="2.5" fill="#fff"/>`)
      .join(''),
  lunchbox: (x, y) =>
    shadow(x, y, 130) +
    `<rect x="${x - 130}" y="${y - 100}" width="260" height="100" rx="18" fill="#7dd3c0"/><rect x="${x - 118}" y="${y - 90}" width="120" height="80" rx="10" fill="#fff"/><rect x="${x + 10}" y="${y - 90}" width="108" height="36" rx="10" fill="#fff"/><rect x="${x + 10}" y="${y - 48}" width="108" height="38" rx="10" fill="#fff"/>` +
    `<path d="M${x - 108} ${y - 30} L${x - 58} ${y - 80} L${x - 12} ${y - 30} Z" fill="#f1c27d"/><path d="M${x - 104} ${y - 36} L${x - 58} ${y - 70} L${x - 16} ${y - 36}" stroke="#5cb85c" stroke-width="6" fill="none"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${x + 28 + i * 18}" cy="${y - 72}" r="9" fill="#8e44ad"/>`).join('') +
    [0, 1, 2].map((i) => `<rect x="${x + 22 + i * 32}" y="${y - 38}" width="26" height="12" rx="6" fill="#f97316"/>`).join(''),
  veg: (x, y) =>
    `<circle cx="${x - 40}" cy="${y - 30}" r="26" fill="#e74c3c"/><path d="M${x - 44} ${y - 56} L${x - 36} ${y - 64}" stroke="#2e7d32" stroke-width="5"/>` +
    `<path d="M${x} ${y} L${x + 16} ${y - 80} L${x + 30} ${y}" fill="#f97316"/><path d="M${x + 16} ${y - 80} L${x + 6} ${y - 100} M${x + 16} ${y - 80} L${x + 26} ${y - 100}" stroke="#2e7d32" stroke-width="5"/>` +
    `<ellipse cx="${x + 70}" cy="${y - 26}" rx="34" ry="26" fill="#6ab04c"/><ellipse cx="${x + 70}" cy="${y - 30}" rx="22" ry="16" fill="#badc58"/>`,
  blocks: (x, y) =>
    [
      [-70, 0, '#ef4444', 'A'],
      [0, 0, '#3b82f6', 'B'],
      [70, 0, '#10b981', 'C'],
      [-35, -66, '#f59e0b', 'D'],
      [35, -66, '#8b5cf6', 'E'],
    ]
      .map(
        ([dx, dy, c, l]) =>
          `<rect x="${x + dx - 32}" y="${y + dy - 66}" width="64" height="64" rx="8" fill="${c}"/>${label(x + dx, y + dy - 20, l, 34, '#fff')}`,
      )
      .join('') + shadow(x, y + 2, 120),
  shelf: (x, y) =>
    `<rect x="${x - 170}" y="${y}" width="340" height="16" rx="3" fill="#a47148"/>` +
    [
      ['#e76f51', 26],
      ['#2a9d8f', 20],
      ['#e9c46a', 30],
      ['#264653', 22],
    ]
      .map(
        ([c, w], i) =>
          `<rect x="${x - 150 + i * 34}" y="${y - 90 + (i % 2) * 10}" width="${w}" height="${90 - (i % 2) * 10}" fill="${c}"/>`,
      )
      .join('') +
    plant(x + 90, y) +
    `<circle cx="${x + 30}" cy="${y - 24}" r="22" fill="#f4f1de"/>`,
  drill: (x, y, c = '#f59e0b') =>
    shadow(x, y, 90) +
    `<rect x="${x - 80}" y="${y - 150}" width="130" height="56" rx="20" fill="${c}"/><rect x="${x + 50}" y="${y - 134}" width="30" height="24" fill="#374151"/><rect x="${x + 80}" y="${y - 126}" width="50" height="8" fill="#9ca3af"/>` +
    `<path d="M${x - 50} ${y - 96} L${x - 10} ${y - 96} L${x - 20} ${y - 30} L${x - 60} ${y - 30} Z" fill="#374151"/><rect x="${x - 76}" y="${y - 32}" width="72" height="32" rx="6" fill="${shadeOf(c, -0.3)}"/>`,
  toothbrush: (x, y) =>
    `<rect x="${x - 30}" y="${y - 110}" width="60" height="110" rx="10" fill="#f3efe6"/>` +
    [-10, 10]
      .map(
        (dx, i) =>
          `<rect x="${x + dx - 5}" y="${y - 190}" width="10" height="110" rx="5" fill="#c8a27a" transform="rotate(${i ? 8 : -8} ${x + dx} ${y - 80})"/>`,
      )
      .join(''),
  soapBar: (x, y, c = '#b5e4ca') =>
    shadow(x, y, 60) +
    `<rect x="${x - 54}" y="${y - 40}" width="108" height="40" rx="16" fill="${c}"/><rect x="${x - 40}" y="${y - 34}" width="60" height="6" rx="3" fill="#fff" opacity="0.5"/>`,
  dispenser: (x, y, c = '#a7c4bc') =>
    shadow(x, y, 46) +
    `<rect x="${x - 40}" y="${y - 130}" width="80" height="130" rx="16" fill="${c}"/><rect x="${x - 10}" y="${y - 160}" width="20" height="32" fill="#555"/><path d="M${x - 10} ${y - 160} L${x + 40} ${y - 160} L${x + 40} ${y - 150}" stroke="#555" stroke-width="8" fill="none"/>` +
    `<rect x="${x - 28}" y="${y - 90}" width="56" height="40" rx="6" fill="#fff" opacity="0.85"/><text x="${x}" y="${y - 64}" text-anchor="middle" font-family="DejaVu Sans" font-size="12" font-weight="700" fill="#4b7063">navul</text>`,
  mic: (x, y) =>
    shadow(x, y, 60) +
    `<rect x="${x - 50}" y="${y - 12}" width="100" height="12" rx="6" fill="#444"/><rect x="${x - 4}" y="${y - 110}" width="8" height="100" fill="#666"/>` +
    `<rect x="${x - 30}" y="${y - 200}" width="60" height="100" rx="30" fill="#2d2d2d"/>` +
    Array.from(
      { length: 5 },
      (_, i) => `<path d="M${x - 28} ${y - 180 + i * 14} L${x + 28} ${y - 180 + i * 14}" stroke="#777" stroke-width="2"/>`,
    ).join(''),
  headphones: (x, y) =>
    `<path d="M${x - 60} ${y - 40} C${x - 60} ${y - 130} ${x + 60} ${y - 130} ${x + 60} ${y - 40}" stroke="#111827" stroke-width="12" fill="none"/><rect x="${x - 76}" y="${y - 60}" width="32" height="56" rx="12" fill="#ef4444"/><rect x="${x + 44}" y="${y - 60}" width="32" height="56" rx="12" fill="#ef4444"/>`,
  keyboard: (x, y) =>
    shadow(x, y, 200) +
    `<rect x="${x - 220}" y="${y - 100}" width="440" height="100" rx="12" fill="#1f2937"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => `<circle cx="${x - 190 + i * 22}" cy="${y - 80}" r="7" fill="${i % 3 ? '#9ca3af' : '#f59e0b'}"/>`)
      .join('') +
    Array.from(
      { length: 14 },
      (_, i) => `<rect x="${x - 205 + i * 29.5}" y="${y - 62}" width="27" height="56" rx="3" fill="#fafafa"/>`,
    ).join('') +
    Array.from({ length: 14 }, (_, i) =>
      [2, 6, 9, 13].includes(i)
        ? ''
        : `<rect x="${x - 184 + i * 29.5}" y="${y - 62}" width="16" height="32" rx="2" fill="#111"/>`,
    ).join(''),
  dog: (x, y, c = '#c58b4b') =>
    shadow(x, y, 90) +
    `<ellipse cx="${x}" cy="${y - 50}" rx="80" ry="50" fill="${c}"/><rect x="${x - 60}" y="${y - 40}" width="24" height="40" rx="10" fill="${c}"/><rect x="${x + 36}" y="${y - 40}" width="24" height="40" rx="10" fill="${c}"/>` +
    `<circle cx="${x - 70}" cy="${y - 120}" r="46" fill="${c}"/><ellipse cx="${x - 108}" cy="${y - 118}" rx="16" ry="30" fill="${shadeOf(c, -0.3)}"/><ellipse cx="${x - 34}" cy="${y - 118}" rx="16" ry="30" fill="${shadeOf(c, -0.3)}"/>` +
    `<ellipse cx="${x - 70}" cy="${y - 100}" rx="24" ry="18" fill="${shadeOf(c, 0.35)}"/><ellipse cx="${x - 70}" cy="${y - 108}" rx="8" ry="6" fill="#222"/><circle cx="${x - 86}" cy="${y - 130}" r="5" fill="#222"/><circle cx="${x - 54}" cy="${y - 130}" r="5" fill="#222"/>` +
    `<path d="M${x - 78} ${y - 92} C${x - 74} ${y - 86} ${x - 66} ${y - 86} ${x - 62} ${y - 92}" stroke="#222" stroke-width="3" fill="none"/><path d="M${x + 78} ${y - 70} C${x + 110} ${y - 90} ${x + 110} ${y - 120} ${x + 100} ${y - 130}" stroke="${c}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<rect x="${x - 100}" y="${y - 84}" width="60" height="10" rx="5" fill="#e63946"/>`,
  bone: (x, y, c = '#60a5fa') =>
    shadow(x, y, 60) +
    `<rect x="${x - 50}" y="${y - 28}" width="100" height="20" rx="10" fill="${c}"/>` +
    [
      [-50, -30],
      [-50, -8],
      [50, -30],
      [50, -8],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${y + dy}" r="15" fill="${c}"/>`)
      .join(''),
  ball: (x, y, c = '#a3e635') =>
    shadow(x, y, 30) +
    `<circle cx="${x}" cy="${y - 28}" r="28" fill="${c}"/><path d="M${x - 26} ${y - 40} C${x - 6} ${y - 30} ${x - 6} ${y - 16} ${x - 20} ${y - 6} M${x + 26} ${y - 16} C${x + 6} ${y - 26} ${x + 6} ${y - 40} ${x + 20} ${y - 50}" stroke="#fff" stroke-width="3" fill="none"/>`,
  coins: (x, y) =>
    shadow(x, y, 50) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${x}" cy="${y - 8 - i * 12}" rx="34" ry="10" fill="${i % 2 ? '#fbbf24' : '#f59e0b'}" stroke="#b45309" stroke-width="2"/>`,
      )
      .join('') +
    label(x, y - 48, '€', 14, '#92400e'),
  quote: (x, y) =>
    `<rect x="${x - 90}" y="${y - 70}" width="180" height="70" rx="18" fill="#fff" opacity="0.95"/><path d="M${x - 40} ${y} L${x - 56} ${y + 22} L${x - 14} ${y}" fill="#fff" opacity="0.95"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) => `<path d="M${x - 60 + i * 30} ${y - 50} l5 11 12 1 -9 8 3 12 -11 -6 -11 6 3 -12 -9 -8 12 -1 Z" fill="#fbbf24"/>`,
      )
      .join(''),
};

/** Which scene each portfolio video gets, by its slug. */
export const SCENES = {
  'emma-ochtendroutine': () =>
    room('#f7d9d5', '#efe6dc') + frame(60, 40, 120, 90, '#f4a7a0') + O.serum(260, 290) + O.jar(380, 290) + plant(520, 290),
  'emma-unboxing': () => room('#fde2e4', '#e8d5c4') + O.box(320, 300, '#f4b8c8', true, '#fff1a8') + O.serum(520, 300, '#b8c0ff'),
  'emma-review-spf': () => room('#bde0fe', '#f2d6a2') + O.sun(520, 80) + O.tube(280, 300) + O.glass(470, 300, '#ffcf99'),
  'daan-oordopjes': () => room('#d8e2f0', '#3b4252') + O.earbuds(320, 300) + O.phone(520, 300, 'music'),
  'daan-slimme-lamp': () => room('#2b2d42', '#8d99ae') + O.bulb(320, 300) + O.phone(500, 300, 'lamp'),
  'sophie-pasta': () => room('#fff1d6', '#d9b38c') + O.plate(300, 300) + O.glass(480, 300, '#b91c1c') + plant(90, 290),
  'sophie-havermelk': () =>
    room('#e9f5db', '#cfb997') +
    ['#f2e8cf', '#a7c957', '#f4a261', '#90e0ef', '#cdb4db'].map((c, i) => O.carton(150 + i * 85, 300, c, 'haver')).join('') +
    O.glass(600, 300),
  'lucas-banden': () => room('#d1fae5', '#6b7280') + O.bands(300, 300) + O.dumbbell(520, 300),
  'lucas-shake': () => room('#e0f2fe', '#e5e7eb') + O.shaker(300, 300) + O.dumbbell(480, 300, '#0f766e'),
  'lucas-dag': () =>
    room('#fef3c7', '#b45309') +
    O.sun(540, 70, 28) +
    O.coffee(160, 300) +
    O.shoe(320, 300, '#f97316') +
    O.plate(480, 320, 'pasta'),
  'julia-jeans': () =>
    room('#ede7e3', '#c9ada7') + O.jeans(200, 300) + O.shirt(380, 300, '#f4a261') + O.shirt(520, 300, '#e9edc9'),
  'julia-haul': () => room('#f1e4f3', '#bfa8a0') + O.rack(320, 300, ['#e76f51', '#2a9d8f', '#e9c46a', '#9d4edd']),
  'sem-inpakken': () =>
    room('#d4f1f4', '#c2a878') + O.backpack(260, 300) + O.shoe(440, 300, '#475569') + O.tube(480, 330, '#fde68a', 'SPF'),
  'sem-nachttrein': () =>
    `<rect width="${W}" height="${H}" fill="#1b2a4a"/>` +
    O.moon(520, 70) +
    `<rect y="300" width="${W}" height="60" fill="#0f172a"/>` +
    O.train(320, 300),
  'noor-lunchbox': () => room('#fff7e6', '#8fbcbb') + O.lunchbox(300, 300) + O.glass(520, 300, '#ffb703'),
  'noor-maaltijdbox': () => room('#eef6e9', '#d6b88d') + O.box(240, 300, '#c8a27a', true, '#d8f3dc') + O.veg(470, 300),
  'noor-speelgoed': () => room('#e0f7fa', '#f0d9b5') + O.box(180, 300, '#8ecae6', true, '#ffd6a5') + O.blocks(450, 300),
  'thijs-wandplank': () => room('#e7ecef', '#a3a3a3') + O.shelf(260, 170) + O.drill(480, 320, '#10b981'),
  'thijs-boormachine': () => room('#f1f5f9', '#8d6e63') + O.drill(200, 300) + O.drill(450, 300, '#2563eb'),
  'lotte-badkamer': () =>
    room('#dff3ee', '#f5f0e8') + O.toothbrush(200, 300) + O.soapBar(340, 300) + O.dispenser(480, 300) + plant(590, 300),
  'lotte-zeep': () =>
    room('#e8f1ec', '#d9c7b8') + O.dispenser(260, 300, '#f4c7ab') + O.soapBar(420, 300, '#cdb4db') + plant(560, 300),
  'milan-studio': () => room('#2d3142', '#6d597a') + O.mic(150, 300) + O.headphones(300, 300) + O.laptop(470, 310),
  'milan-midi': () => room('#3d405b', '#81b29a') + O.box(120, 300, '#d9a066', true, '#e0e0e0') + O.keyboard(400, 300),
  'fleur-kauwspeelgoed': () => room('#fef9c3', '#a3b18a') + O.dog(260, 300) + O.bone(470, 300) + O.ball(580, 300),
  'fleur-training': () => room('#dbeafe', '#84a98c') + O.dog(320, 300, '#8d5a3b') + O.bone(520, 300, '#f59e0b'),
  'bram-budget': () => room('#ecfdf5', '#9ca3af') + O.phone(280, 300) + O.coins(440, 300) + O.coffee(560, 300),
  'bram-boekhouding': () => room('#eef2ff', '#b08968') + O.laptop(280, 300) + O.quote(520, 150) + O.coffee(540, 300),
};

export function sceneSvg(slug) {
  const draw = SCENES[slug];
  if (!draw) throw new Error(`No scene for portfolio item '${slug}': add one to scripts/demo-media/scenes.mjs`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}<rect width="${W}" height="${H}" fill="url(#light)"/></svg>`;
}
