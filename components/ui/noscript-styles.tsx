/**
 * In a layout's <head>: styles for visitors without JavaScript. A fading carousel stacks its slides and shows
 * the first until keen-slider starts (components/ui/carousel.module.css); without JavaScript it never starts,
 * so the track becomes a horizontal scroll-snap row where every slide can be read, with its picture. Controls
 * that only work with JavaScript (`data-needs-script`: the directory's filter) are not offered at all.
 */
const NOSCRIPT_CSS =
  '[data-needs-script]{display:none!important}' +
  '[data-fade-track]{display:flex!important;gap:1.5rem;overflow-x:auto!important;scroll-snap-type:x mandatory}' +
  '[data-fade-track]>*{grid-area:auto!important;flex:0 0 100%;scroll-snap-align:start;visibility:visible!important}' +
  '[data-fade-track]>* img{display:revert!important}';

export function NoscriptStyles() {
  return (
    <noscript>
      <style>{NOSCRIPT_CSS}</style>
    </noscript>
  );
}
