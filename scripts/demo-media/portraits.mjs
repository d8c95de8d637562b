// Illustrated portraits and company logos as SVG, drawn from a few parameters per person.

const SKIN = {
  light: ['#f6d5bd', '#e9b99a'],
  fair: ['#eec4a1', '#d9a27c'],
  medium: ['#d8a077', '#bf825a'],
  olive: ['#c68c5e', '#a8703f'],
  brown: ['#9a6440', '#7d4c2d'],
  deep: ['#6e4129', '#55301c'],
};

const EYES = { brown: '#5b3a22', blue: '#3f7cae', green: '#4f7d4a', hazel: '#8a6a32', dark: '#2e1f17' };

function defs(id, p) {
  const [skin, shade] = SKIN[p.skin];
  return `<defs>
    <linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <radialGradient id="${id}face" cx="0.42" cy="0.35" r="0.75"><stop offset="0" stop-color="${skin}"/><stop offset="0.75" stop-color="${skin}"/><stop offset="1" stop-color="${shade}"/></radialGradient>
    <linearGradient id="${id}cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.cloth}"/><stop offset="1" stop-color="${shadeOf(p.cloth, -0.25)}"/></linearGradient>
    <linearGradient id="${id}hair" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${shadeOf(p.hair, 0.18)}"/><stop offset="1" stop-color="${p.hair}"/></linearGradient>
  </defs>`;
}

/** Lightens (amount > 0) or darkens a #rrggbb colour. */
export function shadeOf(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift) => {
    const c = (n >> shift) & 255;
    const v = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function backHair(id, p) {
  const fill = `url(#${id}hair)`;
  switch (p.hairStyle) {
    case 'long':
      return `<path d="M92 140 C84 70 120 40 160 40 C200 40 236 70 228 140 C236 200 246 250 232 282 L88 282 C74 250 84 200 92 140 Z" fill="${fill}"/>`;
    case 'wavy':
      return `<path d="M90 140 C80 66 122 38 160 38 C198 38 240 66 230 140 C246 180 236 205 248 236 C256 262 236 280 226 276 L94 276 C84 280 64 262 72 236 C84 205 74 180 90 140 Z" fill="${fill}"/>`;
    case 'bob':
      return `<path d="M94 138 C88 70 122 42 160 42 C198 42 232 70 226 138 C228 180 232 206 224 214 L96 214 C88 206 92 180 94 138 Z" fill="${fill}"/>`;
    case 'ponytail':
      return `<path d="M204 96 C250 104 262 170 240 236 C232 252 218 246 222 230 C236 180 228 130 200 112 Z" fill="${fill}"/>`;
    case 'bun':
      return `<circle cx="160" cy="46" r="28" fill="${fill}"/>`;
    case 'scarf':
      return `<path d="M86 150 C80 70 118 36 160 36 C202 36 240 70 234 150 C240 210 262 250 270 300 L50 300 C58 250 80 210 86 150 Z" fill="${p.scarf}"/>`;
    default:
      return '';
  }
}

function frontHair(id, p) {
  const fill = `url(#${id}hair)`;
  switch (p.hairStyle) {
    case 'short':
      return `<path d="M100 128 C94 72 126 50 162 50 C200 50 226 74 220 128 C214 104 204 92 190 88 C170 98 132 96 112 90 C106 100 102 112 100 128 Z" fill="${fill}"/>`;
    case 'quiff':
      return `<path d="M100 126 C92 70 124 40 168 42 C204 44 230 72 220 126 C214 102 206 90 196 86 C174 92 140 90 120 86 C110 96 104 110 100 126 Z" fill="${fill}"/><path d="M128 60 C150 36 196 40 206 66 C186 54 156 54 128 60 Z" fill="${shadeOf(p.hair, 0.25)}"/>`;
    case 'buzz':
      return `<path d="M102 120 C100 74 128 56 160 56 C192 56 220 74 218 120 C210 96 196 84 160 82 C124 84 110 96 102 120 Z" fill="${fill}" opacity="0.92"/>`;
    case 'curly': {
      const curls = [];
      for (let i = 0; i < 15; i++) {
        const a = Math.PI * (0.95 + (i / 14) * 1.1);
        const x = 160 + Math.cos(a) * 62;
        const y = 112 + Math.sin(a) * 62;
        curls.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${16 + (i % 3) * 3}" fill="${fill}"/>`);
      }
      return curls.join('') + `<path d="M104 112 C110 70 210 70 216 112 C200 96 120 96 104 112 Z" fill="${fill}"/>`;
    }
    case 'long':
    case 'wavy':
    case 'bob':
      return `<path d="M98 140 C94 76 126 50 160 50 C196 50 228 78 222 142 C214 112 196 92 172 84 C160 100 128 112 104 118 C100 124 98 132 98 140 Z" fill="${fill}"/>`;
    case 'ponytail':
    case 'bun':
      return `<path d="M100 128 C96 76 126 52 160 52 C194 52 224 76 220 128 C212 100 196 84 160 80 C124 84 108 100 100 128 Z" fill="${fill}"/>`;
    case 'scarf':
      return `<path d="M98 150 C92 84 122 56 160 56 C198 56 228 84 222 150 C216 112 200 92 160 90 C120 92 104 112 98 150 Z" fill="${p.scarf}"/><path d="M98 150 C96 112 112 90 160 88" stroke="${shadeOf(p.scarf, -0.2)}" stroke-width="3" fill="none" opacity="0.5"/>`;
    default:
      return '';
  }
}

function clothing(id, p) {
  const body = `<path d="M30 320 C34 262 86 232 160 230 C234 232 286 262 290 320 Z" fill="url(#${id}cloth)"/>`;
  const dark = shadeOf(p.cloth, -0.35);
  switch (p.top) {
    case 'hoodie':
      return (
        body +
        `<path d="M110 236 C120 262 200 262 210 236 C200 250 120 250 110 236 Z" fill="${dark}" opacity="0.6"/>` +
        `<path d="M142 254 L138 300 M178 254 L182 300" stroke="${shadeOf(p.cloth, 0.5)}" stroke-width="3" stroke-linecap="round"/>`
      );
    case 'blazer':
      return (
        body +
        `<path d="M134 232 L160 290 L186 232 Z" fill="${p.shirt ?? '#f4f4f2'}"/>` +
        `<path d="M134 232 L160 290 L140 320 L112 246 Z M186 232 L160 290 L180 320 L208 246 Z" fill="${dark}" opacity="0.55"/>`
      );
    case 'turtleneck':
      return body + `<path d="M128 214 L192 214 L196 242 C176 250 144 250 124 242 Z" fill="${shadeOf(p.cloth, -0.12)}"/>`;
    case 'denim':
      return (
        body +
        `<path d="M136 232 L160 262 L184 232 Z" fill="${p.shirt ?? '#ffffff'}"/>` +
        `<path d="M136 232 L124 270 L150 256 Z M184 232 L196 270 L170 256 Z" fill="${dark}"/>` +
        `<path d="M160 262 L160 320" stroke="${dark}" stroke-width="2"/>`
      );
    case 'scarf':
      return body;
    default:
      return body + `<path d="M132 232 C140 252 180 252 188 232" stroke="${dark}" stroke-width="5" fill="none"/>`;
  }
}

function face(id, p) {
  const [skin, shade] = SKIN[p.skin];
  const eye = EYES[p.eyes];
  const brow = shadeOf(p.hair, -0.1);
  const lips = p.lips ?? shadeOf(shade, -0.15);
  const eyePair = [128, 192]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="136" rx="11" ry="7.5" fill="#fbfaf7"/>` +
        `<circle cx="${x + 1}" cy="136" r="6" fill="${eye}"/><circle cx="${x + 1}" cy="136" r="3" fill="#1b1411"/>` +
        `<circle cx="${x + 3}" cy="133.5" r="1.8" fill="#fff"/>` +
        `<path d="M${x - 12} 134 C${x - 6} 126 ${x + 6} 126 ${x + 12} 133" stroke="#2b1d16" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const brows =
    `<path d="M114 118 C122 110 136 110 144 116" stroke="${brow}" stroke-width="${p.thickBrows ? 6 : 4}" fill="none" stroke-linecap="round"/>` +
    `<path d="M176 116 C184 110 198 110 206 118" stroke="${brow}" stroke-width="${p.thickBrows ? 6 : 4}" fill="none" stroke-linecap="round"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="${p.glasses}" stroke-width="4"><rect x="108" y="120" width="40" height="32" rx="12"/><rect x="172" y="120" width="40" height="32" rx="12"/><path d="M148 134 C154 128 166 128 172 134 M108 132 L98 128 M212 132 L222 128"/></g>`
    : '';
  const beard = p.beard
    ? `<path d="M104 150 C108 196 132 218 160 218 C188 218 212 196 216 150 C210 170 200 182 186 186 C172 178 148 178 134 186 C120 182 110 170 104 150 Z" fill="${p.hair}" opacity="0.9"/><path d="M140 180 C150 174 170 174 180 180 C170 184 150 184 140 180 Z" fill="${p.hair}"/>`
    : '';
  return `
    <path d="M138 186 L138 236 C150 246 170 246 182 236 L182 186 Z" fill="${shade}"/>
    <ellipse cx="101" cy="142" rx="10" ry="17" fill="${shade}"/><ellipse cx="219" cy="142" rx="10" ry="17" fill="${shade}"/>
    <path d="M102 132 C102 80 128 62 160 62 C192 62 218 80 218 132 C218 178 194 214 160 214 C126 214 102 178 102 132 Z" fill="url(#${id}face)"/>
    ${p.earrings ? `<circle cx="101" cy="164" r="4" fill="${p.earrings}"/><circle cx="219" cy="164" r="4" fill="${p.earrings}"/>` : ''}
    <circle cx="122" cy="166" r="12" fill="#e8787a" opacity="0.16"/><circle cx="198" cy="166" r="12" fill="#e8787a" opacity="0.16"/>
    ${eyePair}${brows}
    <path d="M160 140 C158 154 152 164 154 168 C158 172 164 172 168 169" stroke="${shadeOf(shade, -0.12)}" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M140 182 C150 194 170 194 180 182 C170 186 150 186 140 182 Z" fill="${lips}" stroke="${lips}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M143 184 C152 190 168 190 177 184" stroke="#fff" stroke-width="2.5" fill="none" opacity="0.85"/>
    ${beard}${glasses}
    <path d="M160 214 C150 214 142 212 136 208" stroke="${skin}" stroke-width="1" fill="none"/>`;
}

export function portraitSvg(id, p, size = 320) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="36 22 248 248">${defs(id, p)}
  <rect width="320" height="320" fill="url(#${id}bg)"/>
  <circle cx="${p.bgShape?.[0] ?? 262}" cy="${p.bgShape?.[1] ?? 64}" r="70" fill="#ffffff" opacity="0.14"/>
  <circle cx="40" cy="270" r="90" fill="#ffffff" opacity="0.08"/>
  ${backHair(id, p)}${clothing(id, p)}${face(id, p)}${frontHair(id, p)}
  </svg>`;
}

/** A logo: a symbol on a tinted square with the brand's short name under it. */
export function logoSvg({ bg, fg, accent, symbol, word }, size = 320) {
  const symbols = {
    drop: `<path d="M160 62 C190 104 212 132 212 160 C212 190 188 212 160 212 C132 212 108 190 108 160 C108 132 130 104 160 62 Z" fill="${fg}"/><path d="M136 164 C136 180 146 192 160 194" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    hat: `<path d="M100 190 C100 120 128 92 160 92 C192 92 220 120 220 190 Z" fill="${fg}"/><rect x="92" y="182" width="136" height="30" rx="12" fill="${accent}"/><circle cx="160" cy="84" r="18" fill="${accent}"/><path d="M124 120 L124 182 M142 104 L142 182 M160 100 L160 182 M178 104 L178 182 M196 120 L196 182" stroke="${bg[1]}" stroke-width="4" opacity="0.35"/>`,
    spring: `<path d="M96 196 C96 196 112 152 136 152 C160 152 148 196 172 196 C196 196 204 120 228 104" stroke="${fg}" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="228" cy="104" r="14" fill="${accent}"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
  <defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#lg)"/>
  <g transform="translate(0 -14)">${symbols[symbol]}</g>
  <text x="160" y="262" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="34" fill="${fg}" letter-spacing="1">${word}</text>
  </svg>`;
}
