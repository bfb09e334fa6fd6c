/** In a layout's <head>: without JavaScript, content wrapped in <Reveal> is shown as is. */
export function RevealNoscript() {
  return (
    <noscript>
      <style>{'[data-reveal]{opacity:1!important;transform:none!important}'}</style>
    </noscript>
  );
}
