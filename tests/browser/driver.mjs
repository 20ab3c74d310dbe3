// Drives real browsers for tests/browser.rs, which decides what to check.
// One driver serves every test of the run: it reads one request a line on
// stdin and answers each with one line on stdout, keeping each browser
// open between requests; it closes them when stdin closes.
//
// request: {"browser": "chrome" | "firefox", "executable": PATH,
//           "visits": [{"url", "width", "height", "scale", "reducedMotion",
//                       "actions": [ACTION, ...]}, ...]}
// answer:  [{"problems": [TEXT, ...], "requests": [URL, ...],
//            "resources": [URL, ...], "results": [RESULT, ...]}, ...]
//          one per visit, in order, or {"error": TEXT}
//
// Each visit is a fresh page. `problems` are console errors and
// warnings, uncaught page errors and failed requests; `requests` every URL
// the page asked for (Firefox reports no file: URLs); `resources` what
// the document loaded (resource timing). ACTION -> RESULT:
//   {"state": true}         -> {"step", "steps", "playing", "caption", "live",
//                               "valuetext", "speed", "focus"} (the slider's
//                               aria-valuetext, the speed menu's value, the
//                               id of the element with the focus)
//   {"click": SELECTOR}     -> null
//   {"key": KEY}            -> null (a key press, KEY as in KeyboardEvent.key)
//   {"slide": N}            -> null (the slider set to N, then an input event)
//   {"sleep": MS}           -> null
//   {"until": N}            -> null, once data-step >= N (10 s at most)
//   {"media": "print"}      -> null (print media)
//   {"freeze": MS}          -> number of animations, each paused at MS
//   {"visible": SELECTOR}   -> whether it is laid out with a non-empty box
//   {"shot": SELECTOR, "to": PATH} -> null (a PNG of that element's box)
//   {"style": CSS}          -> null (a style sheet added to the page)
//   {"focus": SELECTOR}     -> null (that element focused)
//   {"boxes": SELECTOR}     -> [{"x", "y", "width", "height"}, ...] of every
//                              element that matches, in CSS pixels from the
//                              window's top left
//   {"attrs": [NAME, ...]}  -> {NAME: value of the root element's attribute
//                               NAME (null when absent)}, with "hash": the
//                               address's fragment
//   {"select": SELECTOR, "value": V} -> null (the menu set to V, as a reader
//                               picks it)
//   {"shiftClick": SELECTOR} -> null (a click with shift held)
//   {"hash": FRAGMENT}      -> null (the address's fragment set, once the
//                              page has handled its hashchange)
//   {"fontSize": SELECTOR}  -> the element's computed font size, in CSS px
//   {"text": SELECTOR}      -> {"text", "label", "title"}: the element's text
//                              content, aria-label and title (null when absent)
//   {"window": true}        -> {"width", "height", "scrollWidth",
//                               "scrollHeight"}: the window's inner size and
//                               the document's scrolling size
import puppeteer from 'puppeteer-core';

import { createInterface } from 'node:readline';

const browsers = new Map();

// The browser for a visit, launched on first use. Reduced motion is a
// setting of a second browser, as a reader's system would set it: the
// DevTools emulation does not reach SVG documents inside <img>, and
// Firefox over WebDriver BiDi has none.
async function browserFor(input, reducedMotion) {
  const chrome = input.browser === 'chrome';
  const key = `${input.browser} ${Boolean(reducedMotion)}`;
  if (!browsers.has(key)) {
    // Root in a container has no user namespace for Chromium's sandbox.
    const args = ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'];
    if (reducedMotion) { args.push('--force-prefers-reduced-motion'); }
    browsers.set(key, await puppeteer.launch({
      browser: input.browser,
      executablePath: input.executable,
      headless: true,
      args: chrome ? args : [],
      extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
      timeout: 60000,
    }));
  }
  return browsers.get(key);
}

async function act(page, chrome, action) {
  if ('state' in action) {
    return page.evaluate(() => {
      const root = document.documentElement;
      const caption = document.getElementById('caption');
      return {
        step: Number(root.getAttribute('data-step')),
        steps: Number(root.getAttribute('data-steps')),
        playing: root.hasAttribute('data-playing'),
        caption: caption ? caption.textContent : null,
        live: caption ? caption.getAttribute('aria-live') : null,
        valuetext: document.getElementById('slider').getAttribute('aria-valuetext'),
        speed: document.getElementById('speed').value,
        focus: document.activeElement ? document.activeElement.id : null,
      };
    });
  }
  if ('click' in action) { return void await page.click(action.click); }
  if ('key' in action) { return void await page.keyboard.press(action.key); }
  if ('slide' in action) {
    return void await page.$eval('#slider', (slider, value) => {
      slider.value = String(value);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }, action.slide);
  }
  if ('until' in action) {
    const reached = (n) => Number(document.documentElement.getAttribute('data-step')) >= n;
    return void await page.waitForFunction(reached, { timeout: 10000 }, action.until);
  }
  if ('sleep' in action) { return void await new Promise((r) => setTimeout(r, action.sleep)); }
  if ('media' in action) {
    if (chrome) { return void await page.emulateMediaType(action.media); }
    // Firefox over BiDi cannot emulate print: the page's @media print
    // rules are made to apply to the screen instead.
    return void await page.evaluate((medium) => {
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (rule.media && rule.media.mediaText === medium) { rule.media.mediaText = 'all'; }
        }
      }
    }, action.media);
  }
  if ('freeze' in action) {
    return page.evaluate((ms) => {
      const animations = document.getAnimations();
      animations.forEach((a) => { a.pause(); a.currentTime = ms; });
      return animations.length;
    }, action.freeze);
  }
  if ('visible' in action) {
    return page.$eval(action.visible, (e) => {
      const box = e.getBoundingClientRect();
      return getComputedStyle(e).display !== 'none' && box.width > 0 && box.height > 0;
    }).catch(() => false);
  }
  if ('style' in action) {
    return void await page.evaluate((css) => {
      const sheet = document.createElement('style');
      sheet.textContent = css;
      document.head.appendChild(sheet);
    }, action.style);
  }
  if ('focus' in action) { return void await page.focus(action.focus); }
  if ('boxes' in action) {
    return page.$$eval(action.boxes, (all) => all.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }));
  }
  if ('title' in action) {
    return page.evaluate(() => ({
      title: document.title,
      heading: document.querySelector('h1').textContent,
    }));
  }
  if ('attrs' in action) {
    return page.evaluate((names) => {
      const out = { hash: window.location.hash };
      names.forEach((n) => { out[n] = document.documentElement.getAttribute(n); });
      return out;
    }, action.attrs);
  }
  if ('hash' in action) {
    return void await page.evaluate((fragment) => new Promise((resolve) => {
      window.addEventListener('hashchange', () => setTimeout(resolve, 0), { once: true });
      window.location.hash = fragment;
    }), action.hash);
  }
  if ('select' in action) { return void await page.select(action.select, action.value); }
  if ('shiftClick' in action) {
    await page.keyboard.down('Shift');
    await page.click(action.shiftClick);
    return void await page.keyboard.up('Shift');
  }
  if ('text' in action) {
    return page.$eval(action.text, (e) => ({
      text: e.textContent,
      label: e.getAttribute('aria-label'),
      title: e.getAttribute('title'),
    }));
  }
  if ('fontSize' in action) {
    return page.$eval(action.fontSize, (e) => parseFloat(getComputedStyle(e).fontSize));
  }
  if ('window' in action) {
    return page.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
    }));
  }
  if ('shot' in action) {
    const box = await page.$eval(action.shot, (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    // Let the frame settle (two animation frames) before the picture.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return void await page.screenshot({ clip: box, path: action.to });
  }
  throw new Error(`unknown action ${JSON.stringify(action)}`);
}

async function visit(input, spec) {
  const page = await (await browserFor(input, spec.reducedMotion)).newPage();
  const chrome = input.browser === 'chrome';
  const problems = [];
  const requests = [];
  page.on('console', (m) => {
    if (['error', 'warn', 'warning', 'assert'].includes(m.type())) { problems.push(`console ${m.type()}: ${m.text()}`); }
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('request', (r) => requests.push(r.url()));
  await page.setViewport({ width: spec.width, height: spec.height, deviceScaleFactor: spec.scale || 1 });
  await page.goto(spec.url, { waitUntil: 'load' });
  const results = [];
  for (const action of spec.actions) { results.push(await act(page, chrome, action)); }
  // Firefox reports no events for file: URLs; resource timing lists what
  // the document loaded in both browsers.
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await page.close();
  return { problems, requests, resources, results };
}

async function answer(line) {
  try {
    const input = JSON.parse(line);
    const out = [];
    for (const spec of input.visits) { out.push(await visit(input, spec)); }
    return out;
  } catch (e) {
    return { error: String(e && e.stack ? e.stack : e) };
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  process.stdout.write(`${JSON.stringify(await answer(line))}\n`);
}
for (const browser of browsers.values()) { await browser.close(); }
