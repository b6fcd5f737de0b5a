/** Generated SVG artwork for the demo academy: course covers and achievement badges. */

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export function courseCover(title: string, colors: [string, string], glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
  <rect width="800" height="450" fill="url(#g)"/>
  <circle cx="680" cy="90" r="150" fill="#fff" opacity="0.08"/><circle cx="90" cy="420" r="190" fill="#fff" opacity="0.06"/>
  <text x="400" y="215" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="120" font-weight="700" fill="#fff" opacity="0.92">${escape(glyph)}</text>
  <text x="400" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escape(title)}</text>
</svg>`;
}

export function badge(color: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <path d="M128 12l100 40v70c0 60-42 104-100 122C70 226 28 182 28 122V52z" fill="${color}"/>
  <path d="M128 32l80 32v58c0 48-33 84-80 100-47-16-80-52-80-100V64z" fill="#fff" opacity="0.18"/>
  <text x="128" y="152" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="700" fill="#fff">${escape(glyph)}</text>
</svg>`;
}
