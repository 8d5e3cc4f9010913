import { sanitizeOptionalRichText, sanitizeRichText, sanitizeRichTextMap } from '../../server/common/rich-text.js';

/** Plain unit tests of the rich-text sanitiser (no server): what the editor produces stays, the rest goes. */
describe('sanitizeRichText', () => {
  describe('keeps the editor output', () => {
    it('keeps text formatting, headings, lists, quotes and tables as they are', () => {
      const html =
        '<h1>Title</h1><h3>Sub</h3><p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u> and <s>s</s><br />next line</p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quoted</blockquote>' +
        '<table><thead><tr><th>Size</th></tr></thead><tbody><tr><td colspan="2">M</td></tr></tbody></table>';
      expect(sanitizeRichText(html)).toBe(html);
    });

    it('keeps Chinese text and entities', () => {
      expect(sanitizeRichText('<p>你好，世界！繁體中文 &amp; 简体中文 &lt;3</p>')).toBe('<p>你好，世界！繁體中文 &amp; 简体中文 &lt;3</p>');
    });

    it('keeps the safe styles and drops every other declaration', () => {
      expect(sanitizeRichText('<p style="text-align:center;position:fixed;top:0">a</p>')).toBe('<p style="text-align:center">a</p>');
      expect(sanitizeRichText('<span style="color:#ff0000;background-color:rgb(1, 2, 3);font-size:99px">b</span>')).toBe(
        '<span style="color:#ff0000;background-color:rgb(1, 2, 3)">b</span>',
      );
      expect(sanitizeRichText('<div style="color:red">c</div>')).toBe('<div style="color:red">c</div>');
    });

    it('keeps http, https, mailto and site links, and images from the web or the shop uploads', () => {
      expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe('<a href="https://example.com/a?b=1&amp;c=2">x</a>');
      expect(sanitizeRichText('<a href="http://example.com">x</a>')).toBe('<a href="http://example.com">x</a>');
      expect(sanitizeRichText('<a href="mailto:shop@example.com">mail</a>')).toBe('<a href="mailto:shop@example.com">mail</a>');
      expect(sanitizeRichText('<a href="/page/about-us">about</a>')).toBe('<a href="/page/about-us">about</a>');
      expect(sanitizeRichText('<img src="/uploads/2025/01/0a1b2c.png" alt="A picture" width="100" height="50" />')).toBe(
        '<img src="/uploads/2025/01/0a1b2c.png" alt="A picture" width="100" height="50" />',
      );
      expect(sanitizeRichText('<img src="https://cdn.example.com/x.jpg" />')).toBe('<img src="https://cdn.example.com/x.jpg" />');
    });

    it('forces rel="noopener noreferrer" on links that open a new tab', () => {
      expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      );
      expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      );
      expect(sanitizeRichText('<a href="https://example.com" target="evil-frame">x</a>')).toBe('<a href="https://example.com">x</a>');
    });
  });

  describe('removes what could run or mislead', () => {
    it('drops script, style and iframe tags with their content', () => {
      expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example">t</iframe><p>b</p>')).toBe(
        '<p>a</p><p>b</p>',
      );
      expect(sanitizeRichText('<SCRIPT SRC=https://evil.example/x.js></SCRIPT>ok')).toBe('ok');
      expect(sanitizeRichText('<object data="x.swf"></object><embed src="x.swf" /><form action="/x"><input name="a" /><button>go</button></form>')).toBe('go');
    });

    it('drops every on* attribute, class, id and unknown attributes', () => {
      expect(sanitizeRichText('<p onclick="alert(1)" class="x" id="y" data-x="1" onmouseover="alert(2)">t</p>')).toBe('<p>t</p>');
      expect(sanitizeRichText('<img src="https://example.com/a.png" onerror="alert(1)" onload="alert(2)" />')).toBe('<img src="https://example.com/a.png" />');
      expect(sanitizeRichText('<table><tr><td onmouseover="x" colspan="2">c</td></tr></table>')).toBe('<table><tr><td colspan="2">c</td></tr></table>');
    });

    it('refuses images that are not from the web or the shop uploads', () => {
      expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
      expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('');
      expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
      expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
      expect(sanitizeRichText('<img src="//evil.example/x.png">')).toBe('');
      expect(sanitizeRichText('<img src="/uploads/../../package.json">')).toBe('');
      expect(sanitizeRichText('<img src="/admin/secret.png">')).toBe('');
      expect(sanitizeRichText('<img src="https://example.com/a.png" width="100%;x:expression(1)">')).toBe('<img src="https://example.com/a.png" />');
    });

    it('removes javascript:, data: and vbscript: links however they are disguised', () => {
      for (const href of [
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'jav&#x09;ascript:alert(1)',
        'jav&#x0A;ascript:alert(1)',
        '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
        'javascript&colon;alert(1)',
        'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
        'vbscript:msgbox(1)',
        '//evil.example',
        '/\\evil.example',
      ]) {
        const out = sanitizeRichText(`<a href="${href}">x</a>`);
        expect(out).toBe('<a>x</a>');
      }
    });

    it('removes style values that could load or run something', () => {
      expect(sanitizeRichText('<div style="color: expression(alert(1))">a</div>')).toBe('<div>a</div>');
      expect(sanitizeRichText('<div style="background-color: url(javascript:alert(1))">a</div>')).toBe('<div>a</div>');
      expect(sanitizeRichText('<div style="background-image: url(https://evil.example/track.png)">a</div>')).toBe('<div>a</div>');
      expect(
        sanitizeRichText('<p>a</p><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example">'),
      ).toBe('<p>a</p>');
    });

    it('survives nested and broken markup tricks', () => {
      const out = [
        sanitizeRichText('<scr<script>ipt>alert(1)</scr</script>ipt>'),
        sanitizeRichText('<<img src=x onerror=alert(1)//<'),
        sanitizeRichText('<svg><script>alert(1)</script><image href="x" onerror="alert(1)"/></svg>'),
        sanitizeRichText('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'),
        sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>">'),
        sanitizeRichText('<a href="https://ok.example"><script>alert(1)</script>link</a>'),
        sanitizeRichText('<p>"><img src=x onerror=alert(1)></p>'),
        sanitizeRichText('<!-- <script>alert(1)</script> --><p>t</p>'),
        sanitizeRichText('<![CDATA[<script>alert(1)</script>]]>'),
        sanitizeRichText('<p title="&quot;><script>alert(1)</script>">t</p>'),
      ].join('\n');
      expect(out).not.toMatch(/<script|<img|<svg|<style|onerror|<iframe|javascript:/i);
      expect(sanitizeRichText('<a href="https://ok.example"><script>alert(1)</script>link</a>')).toBe('<a href="https://ok.example">link</a>');
      expect(sanitizeRichText('<!-- <script>alert(1)</script> --><p>t</p>')).toBe('<p>t</p>');
    });

    it('escapes text that looks like markup instead of keeping it as markup', () => {
      expect(sanitizeRichText('<p>1 < 2 && "quoted"</p>')).toBe('<p>1 &lt; 2 &amp;&amp; "quoted"</p>');
    });
  });

  describe('helpers for services', () => {
    it('answers an empty text for an empty input', () => {
      expect(sanitizeRichText('')).toBe('');
    });

    it('passes null and undefined through for optional fields', () => {
      expect(sanitizeOptionalRichText(null)).toBeNull();
      expect(sanitizeOptionalRichText(undefined)).toBeUndefined();
      expect(sanitizeOptionalRichText('<p onclick="x">a</p>')).toBe('<p>a</p>');
    });

    it('sanitises every language of a translatable field', () => {
      expect(sanitizeRichTextMap({ en_us: '<p>Hi<script>x</script></p>', zh_hk: '<p onclick="x">你好</p>', zh_cn: null })).toEqual({
        en_us: '<p>Hi</p>',
        zh_hk: '<p>你好</p>',
        zh_cn: null,
      });
      expect(sanitizeRichTextMap(null)).toBeNull();
      expect(sanitizeRichTextMap(undefined)).toBeUndefined();
    });
  });
});
