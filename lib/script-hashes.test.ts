import { inlineScriptHashes, isFrameworkScript, scriptHashPolicy } from './script-hashes.mjs';

// Each hash below was computed apart from this code: printf '%s' TEXT | openssl dgst -sha256 -binary | base64
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const BOOTSTRAP_HASH = "'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo='";
const CHUNK = 'self.__next_f.push([1,"París\\n"])';
const CHUNK_HASH = "'sha256-4Ni8sBUw67fEuo2GYK3s4hE27cjoY3Ol4i/s6+39O3w='";
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

/** A page as Next writes it: external chunks, JSON-LD, the Turbopack bootstrap and the flight payload. */
const page = (body = '') =>
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>' +
  body +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  `<script id="_R_">${TURBOPACK}</script><script>${BOOTSTRAP}</script><script>${CHUNK}</script>` +
  '</body></html>';

describe('inlineScriptHashes', () => {
  it("hashes Next's inline scripts as a browser does (UTF-8, base64), and nothing else of the page", () => {
    const { hashes, unknown } = inlineScriptHashes(page());
    expect(hashes).toHaveLength(3);
    expect(hashes).toContain(BOOTSTRAP_HASH);
    expect(hashes).toContain(CHUNK_HASH);
    expect(unknown).toBe(0);
  });

  it('leaves a script injected into the markup without a hash, so the browser blocks it', () => {
    const injected = [
      '<script>alert(1)</script>',
      '<SCRIPT>alert(2)</SCRIPT >',
      // Shaped like Next's, but the argument is code, not JSON.
      '<script>self.__next_f.push([1]);alert(3);self.__next_f.push([1])</script>',
      `<script>${BOOTSTRAP};alert(4)</script>`,
      // A module script runs too.
      '<script type="module">alert(5)</script>',
    ];
    const { hashes, unknown } = inlineScriptHashes(page(injected.join('')));
    expect(hashes).toHaveLength(3);
    expect(unknown).toBe(injected.length);
  });

  it('sends one hash for scripts repeated in a page', () => {
    expect(inlineScriptHashes(page(`<script>${BOOTSTRAP}</script>`)).hashes).toHaveLength(3);
  });
});

describe('isFrameworkScript', () => {
  it('takes each of the three shapes with a JSON argument', () => {
    expect(isFrameworkScript(BOOTSTRAP)).toBe(true);
    expect(isFrameworkScript(CHUNK)).toBe(true);
    expect(isFrameworkScript(TURBOPACK)).toBe(true);
  });

  it('refuses a text holding `<` (Next escapes it) or a carriage return (the parser would turn it into LF)', () => {
    expect(isFrameworkScript('self.__next_f.push([1,"</p>"])')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1,\r"x"])')).toBe(false);
  });

  it('refuses a call whose argument is not JSON alone', () => {
    expect(isFrameworkScript('self.__next_f.push(alert(1))')).toBe(false);
    expect(isFrameworkScript('self.__next_f.push([1],alert(1))')).toBe(false);
    expect(isFrameworkScript(`${TURBOPACK}alert(1);`)).toBe(false);
  });
});

describe('scriptHashPolicy', () => {
  it("allows the site's own files and the hashed scripts, and no other inline script", () => {
    expect(scriptHashPolicy([BOOTSTRAP_HASH])).toBe(`script-src 'self' ${BOOTSTRAP_HASH}`);
    expect(scriptHashPolicy([])).toBe("script-src 'self'");
  });
});
