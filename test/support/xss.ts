/** Known XSS payloads: each must come back without script, handler, javascript: url or style trick. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">cover</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+">',
  '"><script>alert(1)</script>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example/x">x</a>',
];

export function assertHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<object|<svg|<form|<style|<body/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/position\s*:\s*fixed|behavior|url\(/i);
  expect(html).not.toMatch(/data:image/i);
  expect(html).not.toMatch(/href="\/\//i);
}
