// Next.js' scripts are requested once the page has loaded and painted (used by scripts/pageCache.mjs
// on every HTML page it answers).
//
// Next.js 16 puts its chunks in the head as `<script src async>` plus a low-priority preload of the
// first one. The browser then fetches about 155 KB of JavaScript while it still fetches the fonts,
// the stylesheet and the page's largest image, and on a slow connection the page paints later by
// the time those bytes take (docs/PERFORMANCE.md, "Scripts after the first paint"). Here the tags
// are replaced by one small inline script that adds the same tags, in the same order, once the
// window's load event has fired and the page has painted. The page is server-rendered and works
// without JavaScript (links, forms), so until the scripts run a visitor can read and use it; what
// needs the scripts (client navigation, the gallery, validation as you type) comes after the paint.
//
// Only Next.js' own chunk tags are moved: `/_next/static/chunks/*.js` with `async`. Inline scripts
// (React's payload, the Turbopack runtime list) stay where they are and run as before, and the
// `noModule` polyfill is left alone. The inline loader is hashed into the page's policy like every
// inline script, and the scripts it adds come from the site itself (`script-src 'self'`).

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g

/**
 * The loader: adds the scripts once the window has loaded and the page has painted (its first
 * contentful paint: the load event can come before it), after the next frame. A browser without
 * paint timing counts as painted at load, and so does a page that has not painted PAINT_WAIT_MS
 * after load (one with nothing to paint would otherwise never get its scripts). A tab opened in the
 * background gets them then too.
 */
const PAINT_WAIT_MS = 1000

function loader(sources) {
  return (
    '(function(s){var l=document.readyState==="complete",p=!1,d=!1;' +
    'function g(){if(d||!l||!p)return;d=!0;requestAnimationFrame(function(){setTimeout(function(){' +
    's.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)})' +
    '})})}' +
    `function w(){setTimeout(function(){p=!0;g()},${PAINT_WAIT_MS})}` +
    'try{new PerformanceObserver(function(t){if(t.getEntriesByName("first-contentful-paint").length){p=!0;g()}}).observe({type:"paint",buffered:!0})}catch(e){p=!0}' +
    'l?w():addEventListener("load",function(){l=!0;w();g()},{once:!0});g()})(' +
    JSON.stringify(sources) +
    ')'
  )
}

/**
 * The page with Next.js' chunk scripts requested after load: `html` unchanged when it has none
 * (a page Next.js did not render) and for the shell of a failed render.
 */
export function scriptsAfterLoad(html) {
  const text = html.toString('utf8')
  // Next.js' shell for a render that failed on the server: empty until its scripts draw the error
  // page, so nothing would come before them.
  if (text.includes('<html id="__next_error__"')) return html
  const sources = []
  let first = -1
  const without = text.replace(CHUNK_SCRIPT, (tag, src, offset) => {
    if (first < 0) first = offset
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  const head = without.indexOf('</head>')
  // The loader goes where the first tag was (in the head, before React's payload scripts), else at
  // the end of the head.
  const at = head < 0 || first <= head ? first : head
  const rewritten = `${without.slice(0, at)}<script>${loader(sources)}</script>${without.slice(at)}`.replace(CHUNK_PRELOAD, '')
  return Buffer.from(rewritten, 'utf8')
}
