// Next.js' scripts are requested once the page has loaded and painted (used by scripts/pageCache.mjs
// on every HTML page it answers), and the React payload of a page the cache keeps travels beside
// the page instead of inside it.
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
// React's payload (`self.__next_f.push(…)` scripts, the page's tree once more as data, for
// hydration) is more than half of a page's HTML: on a slow connection it is what makes the HTML take
// a second round trip before the browser can ask for the stylesheet, the fonts and the largest
// image. Nothing reads it before the scripts run, so for a page the cache keeps, `splitFlight`
// takes it out; the cache serves it at `FLIGHT_PATH<key>` (its hash) and the loader fetches it
// before the scripts and leaves its parts in `self[DEFERRED_FLIGHT]` (scripts/flightHandOff.mjs).
// src/instrumentation-client.ts pushes them into `self.__next_f`, as the inline scripts would have,
// in the task after the one that evaluates the app's modules, so the app's start is two shorter
// tasks instead of one long one (next/dist/client/app-index.js reads that array). Turbopack's
// runtime chunk, which runs the entry once every chunk has come, is added only after the payload
// is there; the other chunks download meanwhile. If the
// payload cannot be had, the runtime is never added: the page stays as it is without JavaScript,
// never half-hydrated. A server that no longer has the payload of this page answers 409 and the
// page is loaded again, once.
//
// Only Next.js' own chunk tags are moved: `/_next/static/chunks/*.js` with `async`. Other inline
// scripts (the Turbopack runtime list, structured data) stay where they are, and the `noModule`
// polyfill is left alone. The inline loader is hashed into the page's policy like every inline
// script, and the scripts it adds come from the site itself (`script-src 'self'`).
import crypto from 'node:crypto'

import { DEFERRED_FLIGHT } from './flightHandOff.mjs'

/** Where the page cache serves the React payloads it took out of its pages (scripts/server.mjs). */
export const FLIGHT_PATH = '/__flight/'

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>/g
/** React's payload: the bootstrap `(self.__next_f=self.__next_f||[]).push([0])` and each `self.__next_f.push([…])`. */
const FLIGHT_SCRIPT = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g
/** Turbopack's runtime chunk: it runs the page's entry once all chunks have registered. */
const RUNTIME_CHUNK = /\/turbopack-[\w-]+\.js$/

/**
 * The loader: adds the scripts once the window has loaded and the page has painted (its first
 * contentful paint: the load event can come before it), after the next frame. A browser without
 * paint timing counts as painted at load, and so does a page that has not painted PAINT_WAIT_MS
 * after load (one with nothing to paint would otherwise never get its scripts). A tab opened in the
 * background gets them then too.
 *
 * With `flight` (the URL of the page's payload), it fetches the payload at that moment too, and adds
 * the runtime chunk (`runtime`, preloaded meanwhile) only after the payload is in
 * `self[DEFERRED_FLIGHT]`, where the app's instrumentation-client module takes it from.
 *
 * The scripts are added SCRIPTS_PER_TASK at a time, one batch per task: each added script costs the
 * main thread one to four milliseconds to start its request here (Blink's
 * ResourceFetcher::requestResource; more on a slow phone), and 28 of them in one go made a task
 * long enough to block input (Lighthouse's TBT counts it); four at a time still made some tasks of
 * 17 ms.
 */
const PAINT_WAIT_MS = 1000
const SCRIPTS_PER_TASK = 2
/** sessionStorage key: the payload URL a page was loaded again for (never twice for one). */
const RELOADED_KEY = 'hub1909:flight-reload'

function loader(sources, flight, runtime) {
  const wait =
    '(function(s,f,r){var l=document.readyState==="complete",p=!1,d=!1;' +
    'function a(u){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)}' +
    `function b(i){for(var n=i+${SCRIPTS_PER_TASK};i<n&&i<s.length;i++)a(s[i]);if(i<s.length)setTimeout(function(){b(i)})}` +
    'function g(){if(d||!l||!p)return;d=!0;requestAnimationFrame(function(){setTimeout(function(){'
  // The payload's request, the runtime's preload and the scripts each start in a task of their own.
  const run = flight
    ? 'fetch(f,{credentials:"same-origin"}).then(function(x){' +
      `if(x.ok)return x.json().then(function(j){self[${JSON.stringify(DEFERRED_FLIGHT)}]=j;a(r)});` +
      `if(x.status===409){var n="${RELOADED_KEY}";if(sessionStorage.getItem(n)!==f){sessionStorage.setItem(n,f);location.reload()}}` +
      '}).catch(function(){});' +
      'setTimeout(function(){var k=document.createElement("link");k.rel="preload";k.as="script";k.href=r;document.head.appendChild(k);setTimeout(function(){b(0)})})'
    : 'b(0)'
  return (
    wait +
    run +
    '})})}' +
    `function w(){setTimeout(function(){p=!0;g()},${PAINT_WAIT_MS})}` +
    'try{new PerformanceObserver(function(t){if(t.getEntriesByName("first-contentful-paint").length){p=!0;g()}}).observe({type:"paint",buffered:!0})}catch(e){p=!0}' +
    'l?w():addEventListener("load",function(){l=!0;w();g()},{once:!0});g()})(' +
    [JSON.stringify(sources), JSON.stringify(flight ?? null), JSON.stringify(runtime ?? null)].join(',') +
    ')'
  )
}

/**
 * React's payload taken out of a page: `{ html, flight, key }`, where `flight` is the JSON array of
 * the parts the page's scripts pushed, in order, and `key` its hash (the name it is served under);
 * null for a page that has none, or none worth moving (the shell of a failed render).
 */
export function splitFlight(html) {
  const text = html.toString('utf8')
  if (text.includes('<html id="__next_error__"')) return null
  const parts = []
  const without = text.replace(FLIGHT_SCRIPT, (tag, json) => {
    parts.push(JSON.parse(json))
    return ''
  })
  if (parts.length === 0) return null
  const flight = Buffer.from(JSON.stringify(parts), 'utf8')
  const key = crypto.createHash('sha256').update(flight).digest('base64url').slice(0, 22)
  return { html: Buffer.from(without, 'utf8'), flight, key }
}

/** The URL a page's loader fetches its payload from. */
export function flightUrl(key) {
  return `${FLIGHT_PATH}${key}`
}

/**
 * The page with Next.js' chunk scripts requested after load: `html` unchanged when it has none
 * (a page Next.js did not render) and for the shell of a failed render. `flight`: the URL of the
 * page's payload when splitFlight has taken it out of `html`.
 */
export function scriptsAfterLoad(html, { flight } = {}) {
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
  // Without a runtime chunk to hold back, a page whose payload is elsewhere could hydrate before it
  // has come: keep the payload inline then (the caller checks for this with hasRuntimeChunk).
  const runtime = flight ? sources.find((src) => RUNTIME_CHUNK.test(src)) : undefined
  if (flight && !runtime) throw new Error('scriptsAfterLoad: a page without its payload needs a runtime chunk')
  const head = without.indexOf('</head>')
  // The loader goes where the first tag was (in the head, before React's payload scripts), else at
  // the end of the head.
  const at = head < 0 || first <= head ? first : head
  const rest = runtime ? sources.filter((src) => src !== runtime) : sources
  const rewritten = `${without.slice(0, at)}<script>${loader(rest, flight, runtime)}</script>${without.slice(at)}`.replace(CHUNK_PRELOAD, '')
  return Buffer.from(rewritten, 'utf8')
}

/** Whether the page's scripts include Turbopack's runtime chunk (see splitFlight's use in the page cache). */
export function hasRuntimeChunk(html) {
  const text = html.toString('utf8')
  for (const match of text.matchAll(CHUNK_SCRIPT)) if (RUNTIME_CHUNK.test(match[1])) return true
  return false
}
