// Drives a real browser for tests/browser.rs, which decides what to check.
//
// stdin:  {"browser": "chrome" | "firefox", "executable": PATH,
//          "visits": [{"url", "width", "height", "scale", "reducedMotion",
//                      "actions": [ACTION, ...]}, ...]}
// stdout: [{"problems": [TEXT, ...], "requests": [URL, ...],
//           "resources": [URL, ...], "results": [RESULT, ...]}, ...]
//         one per visit, in order
//
// Each visit is a fresh page. `problems` are console errors and
// warnings, uncaught page errors and failed requests; `requests` every URL
// the page asked for (Chromium only reports file: URLs); `resources` what
// the document loaded (resource timing). ACTION -> RESULT:
//   {"state": true}         -> {"step", "steps", "playing", "caption", "live"}
//   {"click": SELECTOR}     -> null
//   {"key": KEY}            -> null (a key press, KEY as in KeyboardEvent.key)
//   {"slide": N}            -> null (the slider set to N, then an input event)
//   {"sleep": MS}           -> null
//   {"media": "print"}      -> null (emulates print media)
//   {"freeze": MS}          -> number of animations, each paused at MS
//   {"visible": SELECTOR}   -> whether it is laid out with a non-empty box
//   {"shot": SELECTOR, "to": PATH} -> null (a PNG of that element's box)
import puppeteer from 'puppeteer-core';

const input = JSON.parse(await new Promise((resolve, reject) => {
  let text = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => { text += chunk; });
  process.stdin.on('end', () => resolve(text));
  process.stdin.on('error', reject);
}));

const chrome = input.browser === 'chrome';
const browsers = new Map();

// The browser for a visit, launched on first use. Reduced motion is a
// setting of a second browser, as a reader's system would set it: the
// DevTools emulation does not reach SVG documents inside <img>, and
// Firefox over WebDriver BiDi has none.
async function browserFor(reducedMotion) {
  const key = Boolean(reducedMotion);
  if (!browsers.has(key)) {
    // Root in a container has no user namespace for Chromium's sandbox.
    const args = ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'];
    if (key) { args.push('--force-prefers-reduced-motion'); }
    browsers.set(key, await puppeteer.launch({
      browser: input.browser,
      executablePath: input.executable,
      headless: true,
      args: chrome ? args : [],
      extraPrefsFirefox: key ? { 'ui.prefersReducedMotion': 1 } : {},
      timeout: 60000,
    }));
  }
  return browsers.get(key);
}

async function act(page, action) {
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

async function visit(spec) {
  const page = await (await browserFor(spec.reducedMotion)).newPage();
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
  for (const action of spec.actions) { results.push(await act(page, action)); }
  // Firefox reports no events for file: URLs; resource timing lists what
  // the document loaded in both browsers.
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await page.close();
  return { problems, requests, resources, results };
}

try {
  const out = [];
  for (const spec of input.visits) { out.push(await visit(spec)); }
  process.stdout.write(JSON.stringify(out));
} finally {
  for (const browser of browsers.values()) { await browser.close(); }
}
